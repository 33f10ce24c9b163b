import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyInquiry, validateInquiry } from './inquiry.ts';
import { InquiryForm } from './inquiry-form.tsx';

const THANKS = 'Thank you for your interest! We’ll get back to you within 24 hours.';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(answer: () => Response | Promise<Response>) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the server would have set.
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    String(input) === '/api/organizer-inquiries' && init.method === 'POST' ? answer() : json(200, {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('validateInquiry', () => {
  it('needs a name and an email that looks like one', () => {
    expect(validateInquiry(emptyInquiry)).toBe('Please fill in all required fields.');
    expect(validateInquiry({ ...emptyInquiry, name: 'Ada' })).toBe('Please fill in all required fields.');
    expect(validateInquiry({ ...emptyInquiry, email: 'ada@example.com' })).toBe('Please fill in all required fields.');
    expect(validateInquiry({ ...emptyInquiry, name: 'Ada', email: 'ada' })).toBe('Please enter a valid email address.');
    expect(validateInquiry({ ...emptyInquiry, name: 'Ada', email: 'ada@example.com' })).toBeNull();
  });
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name (required)'), 'Ada');
  await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
  await user.type(screen.getByLabelText('Organization'), 'Lagos Live');
  await user.selectOptions(screen.getByLabelText('Event type'), 'Concert');
  await user.type(screen.getByLabelText('Message'), 'A show in Lekki');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
}

describe('InquiryForm', () => {
  it('shows the spec message when name or email is missing, and sends nothing', async () => {
    const fetchMock = stubServer(() => json(201, { message: THANKS }));
    const user = userEvent.setup();
    render(<InquiryForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    await user.type(screen.getByLabelText('Name (required)'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the inquiry to our server, thanks with the spec sentence and resets the form', async () => {
    const fetchMock = stubServer(() => json(201, { message: THANKS }));
    const user = userEvent.setup();
    render(<InquiryForm />);
    await fillAndSend(user);
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/organizer-inquiries') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      organization: 'Lagos Live',
      eventType: 'Concert',
      message: 'A show in Lekki',
      website: '',
    });
    for (const label of ['Name (required)', 'Email (required)', 'Organization', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('Event type')).toHaveValue('');
  });

  it("shows the server's message when it refuses, and keeps what was typed", async () => {
    stubServer(() => json(429, { message: 'Too many attempts. Please wait 60 seconds and try again.' }));
    const user = userEvent.setup();
    render(<InquiryForm />);
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Ada');
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<InquiryForm />);
    await fillAndSend(user);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(json(201, { message: THANKS }));
    expect(await screen.findByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
  });
});
