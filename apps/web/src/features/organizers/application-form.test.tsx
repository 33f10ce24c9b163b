import type { OrganizerApplication } from '@storefront/contracts/messages';
import { organizerMessages as m } from '@storefront/contracts/messages';
import { organizerApplicationProblem } from '@storefront/contracts/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm, fieldsOf } from './application-form.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pending: OrganizerApplication = {
  id: 'o1',
  name: 'Lagos Live',
  slug: 'lagos-live',
  phone: '+234 803 123 4567',
  about: 'Concerts',
  registrationNumber: null,
  status: 'pending',
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

function stubServer(answer: () => Response) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the server would have set.
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    String(input) === '/api/organizer-applications' && init.method === 'POST' ? answer() : json(200, {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('organizerApplicationProblem', () => {
  const ok = { name: 'Lagos Live', phone: '0803 123 4567', about: 'Concerts', registrationNumber: '' };
  it('needs a name, a phone number and what they run; the registration number is optional', () => {
    expect(organizerApplicationProblem(ok)).toBeNull();
    expect(organizerApplicationProblem({ ...ok, name: '  ' })).toBe(m.nameRequired);
    expect(organizerApplicationProblem({ ...ok, phone: '12-34' })).toBe(m.phone);
    expect(organizerApplicationProblem({ ...ok, phone: '+234 (803) 123-4567' })).toBeNull();
    expect(organizerApplicationProblem({ ...ok, about: '' })).toBe(m.aboutRequired);
    expect(organizerApplicationProblem({ ...ok, registrationNumber: 'RC 1234/5' })).toBeNull();
    expect(organizerApplicationProblem({ ...ok, registrationNumber: 'RC#1' })).toBe(m.registration);
  });
});

describe('ApplicationForm', () => {
  it('says what is missing and sends nothing', async () => {
    const fetchMock = stubServer(() => json(201, { application: pending }));
    const user = userEvent.setup();
    render(<ApplicationForm initial={fieldsOf(null)} onApplied={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Apply to sell tickets' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.nameRequired);
    await user.type(screen.getByLabelText('Organizer name (required)'), 'Lagos Live');
    await user.click(screen.getByRole('button', { name: 'Apply to sell tickets' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.phone);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the application (without an empty registration number) and hands back the answer', async () => {
    const fetchMock = stubServer(() => json(201, { application: pending }));
    const onApplied = vi.fn();
    const user = userEvent.setup();
    render(<ApplicationForm initial={fieldsOf(null)} onApplied={onApplied} />);
    await user.type(screen.getByLabelText('Organizer name (required)'), 'Lagos Live');
    await user.type(screen.getByLabelText('Contact phone (required)'), '+234 803 123 4567');
    await user.type(screen.getByLabelText('What you run (required)'), 'Concerts');
    await user.click(screen.getByRole('button', { name: 'Apply to sell tickets' }));
    expect(onApplied).toHaveBeenCalledWith(pending);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Lagos Live',
      phone: '+234 803 123 4567',
      about: 'Concerts',
    });
    expect(post?.[1]?.headers).toMatchObject({ 'x-xsrf-token': 'test-token' });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    stubServer(() => json(409, { message: m.alreadyPending }));
    const onApplied = vi.fn();
    const user = userEvent.setup();
    render(
      <ApplicationForm
        initial={fieldsOf({ ...pending, status: 'declined', reason: 'No phone', registrationNumber: 'RC 1' })}
        onApplied={onApplied}
      />,
    );
    expect(screen.getByLabelText('Registration number')).toHaveValue('RC 1');
    await user.click(screen.getByRole('button', { name: 'Apply to sell tickets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.alreadyPending);
    expect(screen.getByLabelText('Organizer name (required)')).toHaveValue('Lagos Live');
    expect(onApplied).not.toHaveBeenCalled();
  });
});
