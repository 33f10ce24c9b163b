import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as TicketPurchaseRoute } from '../../routes/ticket-purchase.tsx';
import { json, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import { TicketPurchaseForm } from './ticket-purchase-form.tsx';
import { forgetEvents, ticketPurchaseLoader } from './ticket-purchase-loader.ts';

// A signed-in buyer's remembered names and phone fill the purchase form (architecture.md §9.2);
// they stay editable, and a gift's recipient fields stay empty.
const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const remembered = { firstName: 'Chidi', lastName: 'Okeke', phone: '+2348051112222' };
const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [{ path: '/ticket-purchase/:id', loader: ticketPurchaseLoader, Component: TicketPurchaseRoute }],
  },
];

beforeEach(() => {
  localStorage.clear();
  forgetEvents();
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label);

describe('the purchase form of a returning buyer', () => {
  it('starts with the first name, last name and phone GET /api/me remembers, and the email', async () => {
    mockApi({
      'GET /api/me': json(200, { user: alice, buyer: remembered, isAdmin: false, isStaff: false, isOrganizer: false }),
      'GET /api/events/1': json(200, makeEvent({ id: '1', basePrice: 3000 })),
    });
    renderRoutes(routes, ['/ticket-purchase/1']);
    expect(await screen.findByDisplayValue('Chidi', {}, { timeout: 5000 })).toBe(field('First name'));
    expect(field('Last name (optional)')).toHaveValue('Okeke');
    expect(field('Phone number')).toHaveValue('8051112222');
    expect(field('Country code')).toHaveValue('NG');
    expect(field('Email')).toHaveValue('alice@example.com');

    // Still editable; the gift's recipient fields stay empty.
    const user = userEvent.setup();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Chidinma');
    expect(field('First name')).toHaveValue('Chidinma');
    await user.click(screen.getByRole('switch', { name: 'This ticket is a gift' }));
    expect(field('Recipient first name')).toHaveValue('');
    expect(field('Recipient last name')).toHaveValue('');
    expect(field('Recipient email')).toHaveValue('');
  });

  it('leaves the form empty for a guest, and for an account with nothing remembered', async () => {
    mockApi({
      'GET /api/me': json(200, {
        user: alice,
        buyer: { firstName: null, lastName: null, phone: null },
        isAdmin: false,
        isStaff: false,
        isOrganizer: false,
      }),
      'GET /api/events/1': json(200, makeEvent({ id: '1', basePrice: 3000 })),
    });
    renderRoutes(routes, ['/ticket-purchase/1']);
    expect(await screen.findByDisplayValue('alice@example.com', {}, { timeout: 5000 })).toBe(field('Email'));
    expect(field('First name')).toHaveValue('');
    expect(field('Last name (optional)')).toHaveValue('');
    expect(field('Phone number')).toHaveValue('');
  });
});

describe('TicketPurchaseForm with remembered details', () => {
  const event = makeEvent({ basePrice: 3000 });

  it('fills only the fields still empty when the details arrive after the buyer began typing', async () => {
    const onContinue = vi.fn();
    const view = render(<TicketPurchaseForm event={event} order={null} onContinue={onContinue} />);
    await userEvent.type(field('First name'), 'Ada');
    view.rerender(
      <TicketPurchaseForm
        event={event}
        order={null}
        buyer={{ ...remembered, phone: '+233241234567' }}
        onContinue={onContinue}
      />,
    );
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Last name (optional)')).toHaveValue('Okeke');
    expect(field('Phone number')).toHaveValue('241234567');
    expect(field('Country code')).toHaveValue('GH');
  });

  it('fills once: a field the buyer cleared stays clear when the session answers again', async () => {
    const onContinue = vi.fn();
    const view = render(<TicketPurchaseForm event={event} order={null} buyer={remembered} onContinue={onContinue} />);
    expect(field('First name')).toHaveValue('Chidi');
    await userEvent.clear(field('First name'));
    view.rerender(<TicketPurchaseForm event={event} order={null} buyer={{ ...remembered }} onContinue={onContinue} />);
    expect(field('First name')).toHaveValue('');
  });

  it('keeps an order coming back from the summary as it was typed', () => {
    const order = sampleOrder({ firstName: 'Bola', lastName: '', phoneNumber: '+2348031234567' });
    render(<TicketPurchaseForm event={event} order={order} buyer={remembered} onContinue={vi.fn()} />);
    expect(field('First name')).toHaveValue('Bola');
    expect(field('Last name (optional)')).toHaveValue('');
    expect(field('Phone number')).toHaveValue('8031234567');
  });
});
