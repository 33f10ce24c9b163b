import { checkoutMessages } from '@storefront/contracts/api';
import { authMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, startOrder } from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The buyer's own details remembered on the account (migration 032, architecture.md §9.2): the
// order's hold writes its buyer's, GET /api/me answers them to the account alone, and
// PATCH /api/me/buyer-details changes them (docs/security.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: '/api/me', headers })).json().buyer;
const patch = (who: SignedInUser, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/me/buyer-details', headers: who.headers, payload: payload as object });
const nothing = { firstName: null, lastName: null, phone: null };
const chidi = { firstName: 'Chidi', lastName: 'Okeke', phoneNumber: '+2348051112222' };

describe("an order remembers its buyer's details", () => {
  it('GET /api/me answers nothing before the first order, then the order’s first name, last name and phone', async () => {
    const buyer = await createSignedInUser(t.app);
    expect(await me(buyer.headers)).toEqual(nothing);
    await startOrder(t.app, buyer, { ...chidi, eventId: '2', ticketQuantity: 1 });
    expect(await me(buyer.headers)).toEqual({ firstName: 'Chidi', lastName: 'Okeke', phone: '+2348051112222' });
    // The next order's details replace them; a last name left empty is forgotten.
    await startOrder(t.app, buyer, { firstName: 'Chidinma', lastName: '', phoneNumber: '+2348099990000' });
    expect(await me(buyer.headers)).toEqual({ firstName: 'Chidinma', lastName: null, phone: '+2348099990000' });
  });

  it("a gift order remembers the buyer's fields, never the recipient's", async () => {
    const buyer = await createSignedInUser(t.app);
    await startOrder(t.app, buyer, {
      ...chidi,
      eventId: '3',
      isGift: true,
      recipientFirstName: 'Bola',
      recipientLastName: 'Ade',
      recipientEmail: 'bola.ade@example.com',
    });
    expect(await me(buyer.headers)).toEqual({ firstName: 'Chidi', lastName: 'Okeke', phone: '+2348051112222' });
  });

  it('an order the hold refuses remembers nothing (its transaction is rolled back)', async () => {
    // An unconfirmed account may hold 2 tickets per event: 3 is refused inside the hold.
    const buyer = await createSignedInUser(t.app, { confirmed: false });
    const refused = await initialize(t.app, buyer, { ...chidi, eventId: '4', ticketQuantity: 3 });
    expect(refused.statusCode).toBe(409);
    expect(await me(buyer.headers)).toEqual(nothing);
  });
});

describe('PATCH /api/me/buyer-details', () => {
  it('saves what it is given, keeps a field left out and forgets an empty one', async () => {
    const buyer = await createSignedInUser(t.app);
    const saved = await patch(buyer, { firstName: '  Ngozi ', lastName: 'Eze', phone: '+447911123456' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json()).toEqual({ buyer: { firstName: 'Ngozi', lastName: 'Eze', phone: '+447911123456' } });
    expect(await me(buyer.headers)).toEqual({ firstName: 'Ngozi', lastName: 'Eze', phone: '+447911123456' });

    expect((await patch(buyer, { phone: '+2348031234567' })).json().buyer).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      phone: '+2348031234567',
    });
    expect((await patch(buyer, { lastName: '', phone: '' })).json().buyer).toEqual({
      firstName: 'Ngozi',
      lastName: null,
      phone: null,
    });
  });

  it.each([
    ['a phone that is not E.164', { phone: '08031234567' }, checkoutMessages.phoneNumber],
    ['a phone with spaces', { phone: '+234 803 123 4567' }, checkoutMessages.phoneNumber],
    ['a phone that is a number', { phone: 2348031234567 }, checkoutMessages.phoneNumber],
    ['a first name of 101 characters', { firstName: 'a'.repeat(101) }, 'First name must be at most 100 characters.'],
    ['a last name with a line break', { lastName: 'Eze\nX' }, 'Last name must not contain control characters.'],
    ['a list instead of an object', [], authMessages.notJsonObject],
  ])('refuses %s with a sentence (400) and changes nothing', async (_name, payload, message) => {
    const buyer = await createSignedInUser(t.app);
    await patch(buyer, { firstName: 'Ngozi', phone: '+2348031234567' });
    const res = await patch(buyer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await me(buyer.headers)).toEqual({ firstName: 'Ngozi', lastName: null, phone: '+2348031234567' });
  });

  it('is for the signed-in buyer, with the CSRF header', async () => {
    const buyer = await createSignedInUser(t.app);
    const guest = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/buyer-details',
      headers: authHeaders(buyer.csrfToken),
      payload: { firstName: 'Ngozi' },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: authMessages.signInRequired });
    const noHeader = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/buyer-details',
      headers: { cookie: buyer.headers.cookie ?? '' },
      payload: { firstName: 'Ngozi' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(await me(buyer.headers)).toEqual(nothing);
  });
});

describe("another account never sees a buyer's details", () => {
  it('GET /api/me answers each account its own, a guest none, and a PATCH changes only its own account', async () => {
    const ada = await createSignedInUser(t.app);
    const bayo = await createSignedInUser(t.app);
    await startOrder(t.app, ada, { ...chidi, eventId: '2', ticketQuantity: 1 });
    expect(await me(bayo.headers)).toEqual(nothing);
    const guest = (await t.app.inject({ url: '/api/me' })).json();
    expect(guest).toMatchObject({ user: null, buyer: null });

    await patch(bayo, { firstName: 'Bayo', phone: '+2348000000001' });
    expect(await me(ada.headers)).toEqual({ firstName: 'Chidi', lastName: 'Okeke', phone: '+2348051112222' });
    expect(await me(bayo.headers)).toEqual({ firstName: 'Bayo', lastName: null, phone: '+2348000000001' });
    // Nothing else a session reads carries them: the login answer is the public profile alone.
    const profile = (await t.app.inject({ url: '/api/me', headers: ada.headers })).json().user;
    expect(Object.keys(profile).sort()).toEqual(['email', 'id', 'username']);
  });
});
