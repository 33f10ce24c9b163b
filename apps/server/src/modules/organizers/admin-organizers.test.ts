import { organizerMessages as m } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verify } from '../../../test/checkout-helpers.ts';
import { createSignedInOrganizer, giveEventTo } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://tickets.example.ng', PLATFORM_COMMISSION_PERCENT: '10' });
  admin = await createSignedInAdmin(t.app);
});
afterAll(() => t.close());

const get = (url: string, who: { headers: Record<string, string> } = admin) =>
  t.app.inject({ url, headers: who.headers });
const post = (url: string, payload: object = {}, who: { headers: Record<string, string> } = admin) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const patch = (url: string, payload: unknown, who: { headers: Record<string, string> } = admin) =>
  t.app.inject({ method: 'PATCH', url, headers: who.headers, payload: payload as object });
const mail = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages as {
    subject: string;
    text: string;
    html: string;
  }[];
const auditActions = async (targetId: string) =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('target_type', '=', 'organizer')
      .where('target_id', '=', targetId)
      .orderBy('created_at')
      .execute()
  ).map((entry) => entry.action);

async function applicant(name = 'Eko Comedy Club') {
  const user = await createSignedInUser(t.app);
  const res = await post(
    '/api/organizer-applications',
    { name, phone: '08031234567', about: 'Stand-up comedy on Fridays' },
    user,
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  return { user, id: res.json().application.id as string };
}

describe('the back office decides on applications', () => {
  it('approves: the account gets the organizer role and the console, and is emailed the console and the payout step', async () => {
    const { user, id } = await applicant();
    const res = await post(`/api/admin/organizers/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'approved',
      email: user.user.email,
      decidedByEmail: admin.user.email,
      commissionPercent: 10,
      commissionOverridePercent: null,
      publishesDirectly: false,
      payoutAccount: null,
      events: [],
    });
    const role = await t.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', user.user.id)
      .executeTakeFirst();
    expect(role?.role).toBe('organizer');
    const me = await get('/api/organizer/me', user);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id, status: 'approved', payoutAccount: null });
    expect((await get('/api/me', user)).json().isOrganizer).toBe(true);

    const approved = (await mail(user.user.email)).find((email) => email.subject.startsWith('You are approved'));
    expect(approved?.text).toContain('https://tickets.example.ng/organizer');
    expect(approved?.text).toContain('Add a payout account before you can publish');
    expect(await auditActions(id)).toEqual(['organizer.apply', 'organizer.approve']);

    // Twice: 409 with a sentence, and no second email.
    const again = await post(`/api/admin/organizers/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: m.cannotApprove('approved') });
    expect((await mail(user.user.email)).filter((email) => email.subject.startsWith('You are approved'))).toHaveLength(
      1,
    );
  });

  it('leaves an admin an admin when their application is approved', async () => {
    const other = await createSignedInAdmin(t.app);
    const res = await post(
      '/api/organizer-applications',
      { name: 'Platform Test Shows', phone: '08031234567', about: 'Tests' },
      other,
    );
    await post(`/api/admin/organizers/${res.json().application.id}/approve`);
    const role = await t.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', other.user.id)
      .executeTakeFirst();
    expect(role?.role).toBe('admin');
    expect((await get('/api/organizer/me', other)).statusCode).toBe(200);
  });

  it('declines with a required reason, which the applicant reads in the email and on their application', async () => {
    const { user, id } = await applicant('Declined <Shows>');
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await post(`/api/admin/organizers/${id}/decline`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: m.reasonRequired });
    }
    const tooLong = await post(`/api/admin/organizers/${id}/decline`, { reason: 'x'.repeat(501) });
    expect(tooLong.json()).toEqual({ message: m.reasonLength });

    const res = await post(`/api/admin/organizers/${id}/decline`, { reason: 'Tell us <more> about your venue.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', decisionReason: 'Tell us <more> about your venue.' });
    const declined = (await mail(user.user.email)).find((email) =>
      email.subject.startsWith('Your organizer application'),
    );
    expect(declined?.text).toContain('The reason: Tell us <more> about your venue.');
    expect(declined?.html).toContain('Tell us &lt;more&gt; about your venue.');
    expect((await get('/api/organizer-application', user)).json().application).toMatchObject({
      status: 'declined',
      reason: 'Tell us <more> about your venue.',
    });
    expect((await get('/api/organizer/me', user)).statusCode).toBe(403);
    expect(await auditActions(id)).toEqual(['organizer.apply', 'organizer.decline']);

    // A declined application is neither approved, declined again, paused nor resumed.
    expect((await post(`/api/admin/organizers/${id}/approve`)).json()).toEqual({
      message: m.cannotApprove('declined'),
    });
    expect((await post(`/api/admin/organizers/${id}/decline`, { reason: 'again' })).json()).toEqual({
      message: m.cannotDecline('declined'),
    });
    expect((await post(`/api/admin/organizers/${id}/pause`)).statusCode).toBe(409);
    expect((await post(`/api/admin/organizers/${id}/resume`)).statusCode).toBe(409);
  });

  it('refuses wrong transitions with 409 and unknown ids with 404', async () => {
    const { id } = await applicant();
    const pause = await post(`/api/admin/organizers/${id}/pause`, { reason: 'x' });
    expect(pause.statusCode).toBe(409);
    expect(pause.json()).toEqual({ message: m.cannotPause('pending') });
    expect((await post(`/api/admin/organizers/${id}/resume`)).json()).toEqual({ message: m.cannotResume('pending') });
    await post(`/api/admin/organizers/${id}/approve`);
    expect((await post(`/api/admin/organizers/${id}/decline`, { reason: 'late' })).json()).toEqual({
      message: m.cannotDecline('approved'),
    });
    expect((await post(`/api/admin/organizers/${id}/resume`)).json()).toEqual({ message: m.cannotResume('approved') });

    for (const action of ['approve', 'pause', 'resume']) {
      const res = await post(`/api/admin/organizers/nope/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.notFound });
    }
    expect((await get('/api/admin/organizers/nope')).json()).toEqual({ message: m.notFound });
    expect((await patch('/api/admin/organizers/nope', { publishesDirectly: true })).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('puts pending applications first, filters by status, searches names and emails, and counts each status', async () => {
    await applicant('Newest Pending Shows');
    const list = await get('/api/admin/organizers?pageSize=100');
    expect(list.statusCode).toBe(200);
    const { items, counts, total } = list.json();
    expect(total).toBe(items.length);
    const statuses: string[] = items.map((row: { status: string }) => row.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('approved'));
    expect(counts.pending).toBe(statuses.filter((status) => status === 'pending').length);

    const declined = (await get('/api/admin/organizers?status=declined')).json();
    expect(declined.items.length).toBeGreaterThan(0);
    expect(declined.items.every((row: { status: string }) => row.status === 'declined')).toBe(true);
    // The counts are of the search, not of the status filter: the tabs show every status.
    expect(declined.counts).toEqual(counts);

    const search = (await get('/api/admin/organizers?q=SHOWS%3E')).json();
    expect(search.items.map((row: { name: string }) => row.name)).toEqual(['Declined <Shows>']);
    const byName = (await get('/api/admin/organizers?sort=name&dir=asc&pageSize=100')).json().items;
    const names = byName.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers bad queries and bodies with 400 and a sentence', async () => {
    expect((await get('/api/admin/organizers?status=bogus')).json()).toEqual({ message: m.statusFilter });
    expect((await get('/api/admin/organizers?sort=password')).statusCode).toBe(400);
    expect((await get('/api/admin/organizers?page=0')).statusCode).toBe(400);
    const { id } = await applicant();
    for (const [payload, message] of [
      [{ commissionPercent: 101 }, m.commission],
      [{ commissionPercent: -1 }, m.commission],
      [{ commissionPercent: '10' }, m.commission],
      [{ commissionPercent: 12.345 }, m.commission],
      [{ publishesDirectly: 'yes' }, m.publishesDirectly],
      [{}, m.settingsEmpty],
    ] as const) {
      const res = await patch(`/api/admin/organizers/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });
});

describe('settings', () => {
  it('overrides the commission, goes back to the setting with null, and trusts an organizer to publish', async () => {
    const organizer = await createSignedInOrganizer(t.app);
    const url = `/api/admin/organizers/${organizer.organizerId}`;
    const set = await patch(url, { commissionPercent: 7.5, publishesDirectly: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      commissionPercent: 7.5,
      commissionOverridePercent: 7.5,
      publishesDirectly: true,
    });
    expect(set.json().payoutAccount).toMatchObject({ accountLast4: '0001', subaccountCode: 'ACCT_test_organizer' });
    expect((await get('/api/organizer/me', organizer)).json()).toMatchObject({
      commissionPercent: 7.5,
      publishesDirectly: true,
    });
    const back = await patch(url, { commissionPercent: null });
    expect(back.json()).toMatchObject({
      commissionPercent: 10,
      commissionOverridePercent: null,
      publishesDirectly: true,
    });
    const row = await t.database.db
      .selectFrom('organizers')
      .select('commission_bps')
      .where('id', '=', organizer.organizerId)
      .executeTakeFirstOrThrow();
    expect(row.commission_bps).toBeNull();
    expect(await auditActions(organizer.organizerId)).toEqual(['organizer.settings', 'organizer.settings']);
  });
});

describe('who may', () => {
  it('refuses guests, buyers, door staff and organizers, and gives an organizer no way to approve itself or change its commission', async () => {
    expect((await t.app.inject({ url: '/api/admin/organizers' })).statusCode).toBe(401);
    const buyer = await createSignedInUser(t.app);
    const staff = await createSignedInStaff(t.app);
    for (const who of [buyer, staff]) expect((await get('/api/admin/organizers', who)).statusCode).toBe(403);

    const organizer = await createSignedInOrganizer(t.app, { status: 'pending' });
    const self = await createSignedInOrganizer(t.app);
    for (const who of [organizer, self]) {
      expect((await get('/api/admin/organizers', who)).statusCode).toBe(403);
      expect((await post(`/api/admin/organizers/${who.organizerId}/approve`, {}, who)).statusCode).toBe(403);
      expect((await patch(`/api/admin/organizers/${who.organizerId}`, { commissionPercent: 0 }, who)).statusCode).toBe(
        403,
      );
    }
    // The console has no route that changes the organizer's own row: no such route, nothing changed.
    for (const method of ['PATCH', 'PUT', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/organizer/me',
        headers: self.headers,
        payload: { commissionPercent: 0, status: 'approved', publishesDirectly: true, role: 'admin' },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await get('/api/organizer/me', self)).json()).toMatchObject({
      commissionPercent: 10,
      publishesDirectly: false,
    });
    const pending = await t.database.db
      .selectFrom('organizers')
      .select('status')
      .where('id', '=', organizer.organizerId)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
    const role = await t.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', self.user.id)
      .executeTakeFirst();
    expect(role?.role).toBe('organizer');
  });
});

describe('pause and resume', () => {
  it("stops the organizer's events selling in every process, keeps tickets sold, and resume restores it", async () => {
    const organizer = await createSignedInOrganizer(t.app, { name: 'Paused Promotions' });
    await giveEventTo(t.app, '2', organizer.organizerId);
    const buyer = await createSignedInUser(t.app);
    const other = await t.secondProcess();

    // Sold before the pause, and the other process has the event's page cached.
    const reference = await startOrder(t.app, buyer, { eventId: '2', ticketQuantity: 1 });
    await simulatorButton(t.app, buyer, reference, 'pay');
    expect((await verify(t.app, reference)).json().data.orderStatus).toBe('paid');
    const before = (await other.inject({ url: '/api/events/2' })).json();
    expect(before.salesPaused).toBeUndefined();
    const states = (event: { ticketTypes: { state: string }[] }) => event.ticketTypes.map((tier) => tier.state);
    expect(states(before)).toContain('on-sale');

    const paused = await post(`/api/admin/organizers/${organizer.organizerId}/pause`, { reason: 'Refund complaints' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', decisionReason: 'Refund complaints' });
    expect(paused.json().events).toEqual([expect.objectContaining({ id: '2', status: 'published' })]);

    for (const app of [t.app, other]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/initialize-transaction',
        headers: buyer.headers,
        payload: {
          eventId: '2',
          ticketQuantity: 1,
          firstName: 'Ada',
          lastName: 'Obi',
          email: 'ada@example.com',
          phoneNumber: '+2348031234567',
          isGift: false,
        },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: m.salesPaused });
      const page = (await app.inject({ url: '/api/events/2' })).json();
      expect(page.salesPaused).toBe(true);
      expect(page.ticketTypes.every((tier: { state: string }) => tier.state === 'paused')).toBe(true);
      const listed = (await app.inject({ url: '/api/events' })).json().events.find((e: { id: string }) => e.id === '2');
      expect(listed.salesPaused).toBe(true);
    }
    // Another organizer's and the platform's events sell on.
    expect((await initialize(t.app, buyer, { eventId: '1', ticketQuantity: 1 })).statusCode).toBe(200);
    // The ticket sold before stays valid.
    expect((await verify(t.app, reference)).json().data).toMatchObject({ orderStatus: 'paid' });
    expect((await verify(t.app, reference)).json().data.ticket).not.toBeNull();
    // A paused organizer keeps the console (sales, refunds), not the right to sell.
    expect((await get('/api/organizer/me', organizer)).json().status).toBe('paused');

    const emails = await mail(organizer.user.email);
    expect(emails.find((email) => email.subject.startsWith('Ticket sales paused'))?.text).toContain(
      'The reason: Refund complaints',
    );

    const resumed = await post(`/api/admin/organizers/${organizer.organizerId}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'approved', decisionReason: null });
    const after = (await other.inject({ url: '/api/events/2' })).json();
    expect(after.salesPaused).toBeUndefined();
    expect(states(after)).toEqual(states(before));
    expect((await initialize(other, buyer, { eventId: '2', ticketQuantity: 1 })).statusCode).toBe(200);
    expect((await mail(organizer.user.email)).some((email) => email.subject.startsWith('Ticket sales resumed'))).toBe(
      true,
    );
    expect(await auditActions(organizer.organizerId)).toEqual(['organizer.pause', 'organizer.resume']);
  });
});
