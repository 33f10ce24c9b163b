import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../auth/test-helpers.tsx';
import { BuyerDetailsPanel } from './buyer-details-panel.tsx';

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const me = (buyer: unknown) => json(200, { user: alice, buyer, isAdmin: false, isStaff: false, isOrganizer: false });

function open(buyer: unknown, patch: Parameters<typeof mockApi>[0][string] = json(200, {})) {
  localStorage.setItem('user', JSON.stringify(alice));
  const api = mockApi({ 'GET /api/me': me(buyer), 'PATCH /api/me/buyer-details': patch });
  renderRoutes([{ path: '/my-tickets', element: <BuyerDetailsPanel /> }], ['/my-tickets']);
  return { ...api, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  setXsrfCookie();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Your details for checkout (My tickets)', () => {
  it('shows the remembered name and phone, and edits them: the form starts with them, Save sends E.164', async () => {
    const saved = { firstName: 'Ngozi', lastName: 'Okafor', phone: '+2348051112222' };
    const { user, calls } = open(
      { firstName: 'Ngozi', lastName: 'Eze', phone: '+2348031234567' },
      json(200, { buyer: saved }),
    );
    expect(await screen.findByText('Ngozi Eze · +2348031234567')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const last = await screen.findByLabelText('Last name (optional)');
    expect(screen.getByLabelText('First name')).toHaveValue('Ngozi');
    expect(screen.getByLabelText('Phone number')).toHaveValue('8031234567');
    await user.clear(last);
    await user.type(last, 'Okafor');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '0805 111 2222');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Ngozi Okafor · +2348051112222')).toBeInTheDocument();
    expect(screen.getByText('Saved. Your next purchase form starts with these details.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ firstName: 'Ngozi', lastName: 'Okafor', phone: '+2348051112222' });
    expect(patch?.headers['x-xsrf-token']).toBe('test-token');
  });

  it('refuses a phone that is not a number, sending nothing; an empty phone is forgotten', async () => {
    const { user, calls } = open(
      { firstName: 'Ngozi', lastName: null, phone: null },
      json(200, { buyer: { firstName: 'Ngozi', lastName: null, phone: null } }),
    );
    expect(await screen.findByText('Ngozi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(screen.getByLabelText('Phone number'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ firstName: 'Ngozi', lastName: '', phone: '' }),
    );
  });

  it("says the server's refusal and keeps the form", async () => {
    const { user } = open(
      { firstName: null, lastName: null, phone: null },
      json(400, { message: 'First name is too long.' }),
    );
    expect(await screen.findByText('Nothing yet: your first order fills them in.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});
