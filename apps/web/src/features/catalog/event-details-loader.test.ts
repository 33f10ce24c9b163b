import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventDetailsLoader } from './event-details-loader.ts';
import { makeEvent } from './test-events.ts';

const args = (id: string) =>
  ({
    params: { id },
    request: new Request(`http://localhost/event-details/${id}`),
    context: {},
  }) as unknown as LoaderFunctionArgs;

const answer = (status: number, body: unknown) =>
  vi
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('eventDetailsLoader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the event', async () => {
    const fetchMock = answer(200, makeEvent());
    vi.stubGlobal('fetch', fetchMock);
    await expect(eventDetailsLoader(args('1'))).resolves.toEqual({ event: makeEvent() });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events/1');
  });

  it('gives no event for an unknown id (404) instead of failing', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'No event found for ID 999' }));
    await expect(eventDetailsLoader(args('999'))).resolves.toEqual({ event: null });
  });

  it('gives no event for a malformed id without asking the server', async () => {
    const fetchMock = answer(400, { message: 'bad id' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(eventDetailsLoader(args('abc'))).resolves.toEqual({ event: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a server failure reach the error view', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'Internal Server Error' }));
    await expect(eventDetailsLoader(args('1'))).rejects.toThrow('Internal Server Error');
  });
});
