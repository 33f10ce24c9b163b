import type { Ticket } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { simulatorButton, startOrder, verifyUntilSettled } from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { forViewer, maskEmail } from './ticket-privacy.ts';

// The QR carries the reference (product.md §6), so anyone who photographs it can open the
// ticket. Its holder's and recipient's emails are shown in full only to the signed-in buyer or
// recipient; everyone else sees them masked, and every other field the spec lists.

let t: TestApp;
let buyer: SignedInUser;
let reference: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
  reference = await startOrder(t.app, buyer, {
    email: 'ada.obi@example.com',
    isGift: true,
    recipientFirstName: 'Bola',
    recipientLastName: 'Ade',
    recipientEmail: 'bola.private@example.com',
  });
  const paid = await simulatorButton(t.app, buyer, reference, 'pay');
  expect(paid.statusCode).toBe(200);
  expect((await verifyUntilSettled(t.app, reference)).json().data.orderStatus).toBe('paid');
});
afterAll(() => t.close());

const ticketAs = async (headers: Record<string, string> = {}): Promise<Ticket> => {
  const res = await t.app.inject({ url: `/api/tickets/${reference}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};
const verifiedAs = async (headers: Record<string, string> = {}): Promise<Ticket> => {
  const res = await t.app.inject({ url: `/api/verify-transaction/${reference}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.ticket;
};

const FULL = {
  ticketHolder: { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.com' },
  recipient: { firstName: 'Bola', lastName: 'Ade', email: 'bola.private@example.com' },
};
const MASKED = {
  ticketHolder: { firstName: 'Ada', lastName: 'Obi', email: 'a•••@example.com' },
  recipient: { firstName: 'Bola', lastName: 'Ade', email: 'b•••@example.com' },
};

describe('who sees the emails on a ticket', () => {
  it('a guest holding the reference (a photo of the QR) sees them masked, and every other field', async () => {
    for (const ticket of [await ticketAs(), await verifiedAs()]) {
      expect(ticket).toMatchObject({ ...MASKED, transactionReference: reference, isGift: true, status: 'unused' });
      expect(ticket.ticketId).toMatch(/^TICKET-/);
      // The QR's link names the reference (in capitals): whoever photographs the QR has it.
      expect(ticket.verifyUrl).toContain(`/T/${reference.slice(4).toUpperCase().replaceAll('_', '.')}`);
      expect(JSON.stringify(ticket)).not.toMatch(/ada\.obi@|bola\.private@/);
    }
  });

  it('the signed-in buyer sees them in full, on the ticket page and after paying', async () => {
    expect(await ticketAs(buyer.headers)).toMatchObject(FULL);
    expect(await verifiedAs(buyer.headers)).toMatchObject(FULL);
  });

  it('the recipient signed in with that email, once confirmed, sees them in full', async () => {
    const unconfirmed = await createSignedInUser(t.app, { email: 'bola.private@example.com', confirmed: false });
    expect(await ticketAs(unconfirmed.headers)).toMatchObject(MASKED);
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', unconfirmed.user.id)
      .execute();
    expect(await ticketAs(unconfirmed.headers)).toMatchObject(FULL);
  });

  it('anyone else signed in sees them masked', async () => {
    const stranger = await createSignedInUser(t.app);
    expect(await ticketAs(stranger.headers)).toMatchObject(MASKED);
    expect(await verifiedAs(stranger.headers)).toMatchObject(MASKED);
  });
});

describe('forViewer', () => {
  const viewer = (id: string, email: string, emailConfirmed = true) => ({
    user: { id, username: id, email },
    account: { role: 'customer' as const, emailConfirmed },
  });

  it('decides from the buyer id read with the ticket and the standing the session brought', async () => {
    const ticket = await ticketAs(buyer.headers);
    expect(forViewer(ticket, buyer.user.id, { user: null, account: null })).toMatchObject(MASKED);
    expect(forViewer(ticket, buyer.user.id, viewer(buyer.user.id, buyer.user.email))).toMatchObject(FULL);
    expect(forViewer(ticket, buyer.user.id, viewer('someone-else', 'bola.private@example.com'))).toMatchObject(FULL);
    expect(forViewer(ticket, buyer.user.id, viewer('someone-else', 'bola.private@example.com', false))).toMatchObject(
      MASKED,
    );
    // The holder's email is not an account: only the buyer's id counts.
    expect(forViewer(ticket, buyer.user.id, viewer('someone-else', 'ada.obi@example.com'))).toMatchObject(MASKED);
    const notAGift = { ...ticket, isGift: false, recipient: undefined };
    expect(forViewer(notAGift, buyer.user.id, viewer('someone-else', '')).ticketHolder.email).toBe('a•••@example.com');
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ada.obi@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@example.com')).toBe('a•••@example.com');
    expect(maskEmail('')).toBe('');
    expect(maskEmail('no-at-sign')).toBe('n•••');
  });
});
