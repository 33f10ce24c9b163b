import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { forgetEvents, ticketPurchaseLoader } from './ticket-purchase-loader.ts';

const args = (id: string) =>
  ({ params: { id }, request: new Request(`http://localhost/ticket-purchase/${id}`) }) as unknown as LoaderFunctionArgs;

beforeEach(() => forgetEvents());
afterEach(() => vi.unstubAllGlobals());

describe('ticketPurchaseLoader', () => {
  it('gives the id at once and the event when it arrives', async () => {
    mockApi({ 'GET /api/events/1': json(200, makeEvent()) });
    const data = ticketPurchaseLoader(args('1'));
    expect(data.id).toBe('1');
    expect((await data.event)?.title).toBe('Davido Live In Concert');
  });

  it('resolves to null for an unknown or malformed id', async () => {
    const { calls } = mockApi({});
    expect(await ticketPurchaseLoader(args('999')).event).toBeNull();
    expect(await ticketPurchaseLoader(args('abc')).event).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/events/999']);
  });

  it('reuses a recent answer, but not a failure', async () => {
    const { calls } = mockApi({ 'GET /api/events/1': json(200, makeEvent()), 'GET /api/events/2': json(500, {}) });
    await ticketPurchaseLoader(args('1')).event;
    await ticketPurchaseLoader(args('1')).event;
    await expect(ticketPurchaseLoader(args('2')).event).rejects.toThrow('HTTP error! Status: 500');
    await expect(ticketPurchaseLoader(args('2')).event).rejects.toThrow();
    expect(calls.map((c) => c.path)).toEqual(['/api/events/1', '/api/events/2', '/api/events/2']);
  });
});
