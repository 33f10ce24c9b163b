import { checkoutMessages } from '@storefront/contracts/api';
import { adminMessages, authMessages } from '@storefront/contracts/messages';
import { limitMessages, adminEventMessages as m } from '@storefront/contracts/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEvent,
  eventForm,
  formOf,
  pictureOf,
  saveEvent,
  uploadPoster,
} from '../../../../test/admin-event-helpers.ts';
import { createSignedInAdmin, createSignedInStaff } from '../../../../test/admin-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { initialize, startOrder } from '../../../../test/checkout-helpers.ts';
import { buyTicket } from '../../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
  staff = await createSignedInStaff(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ url, headers });
const auditOf = async (id: string) =>
  (await get(`/api/admin/audit-log?targetType=event&targetId=${id}&pageSize=100`)).json().items as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

/** A new draft with a poster, published: an event a test can sell and change. */
async function publishedEvent(overrides: Record<string, unknown> = {}) {
  const created = await createEvent(t.app, admin, overrides);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json().event;
  expect((await uploadPoster(t.app, admin.headers, id, await pictureOf(900, 600))).statusCode).toBe(200);
  const published = await saveEvent(t.app, admin, id, { ...overrides, status: 'published' });
  expect(published.statusCode, published.body).toBe(200);
  return id as string;
}

describe('who may use /api/admin/events', () => {
  const routes = [
    ['GET', '/api/admin/events'],
    ['GET', '/api/admin/events/1'],
    ['POST', '/api/admin/events'],
    ['PUT', '/api/admin/events/1'],
    ['PUT', '/api/admin/events/1/poster'],
  ] as const;

  it.each(routes)('%s %s: 401 for a guest, 403 for a buyer and for door staff', async (method, url) => {
    const csrf = await getCsrf(t.app);
    const payload = url.endsWith('poster') ? undefined : eventForm();
    const guest = await t.app.inject({
      method,
      url,
      headers: csrf.headers,
      ...(payload && method !== 'GET' ? { payload } : {}),
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: authMessages.signInRequired });
    for (const who of [buyer, staff]) {
      const res = await t.app.inject({
        method,
        url,
        headers: who.headers,
        ...(payload && method !== 'GET' ? { payload } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: adminMessages.adminOnly });
    }
  });
});

describe('GET /api/admin/events', () => {
  it('lists the seeded nine as published rows, with sold, held and revenue from the orders', async () => {
    await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 2 });
    await startOrder(t.app, buyer, { eventId: '2', ticketQuantity: 3 });
    const res = await get('/api/admin/events?sort=title&dir=asc&pageSize=100');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBeGreaterThanOrEqual(9);
    const asake = items.find((e: { id: string }) => e.id === '2');
    expect(asake).toMatchObject({ title: 'Asake: Lungu Boy Tour', status: 'published', sold: 2, held: 3 });
    const davido = items.find((e: { id: string }) => e.id === '1');
    expect(davido).toMatchObject({ timeZone: 'America/New_York', city: 'Atlanta' });
    expect(asake.revenue).toBe(2 * 2000);
    const titles = items.map((e: { title: string }) => e.title);
    expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);
  });

  it('sorts by sold on the server and filters by status and text', async () => {
    const bySold = (await get('/api/admin/events?sort=sold&dir=desc&pageSize=1')).json();
    expect(bySold.items[0].sold).toBeGreaterThan(0);
    expect((await get('/api/admin/events?q=ASAKE')).json().items.map((e: { id: string }) => e.id)).toEqual(['2']);
    expect((await get('/api/admin/events?status=cancelled&q=asake')).json().total).toBe(0);
    const bad = await get('/api/admin/events?status=gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The status filter must be draft, published or cancelled.');
  });
});

describe('POST /api/admin/events', () => {
  it.each([
    [{ title: '  ' }, m.title],
    [{ title: 'x'.repeat(121) }, m.titleLong],
    [{ category: 'Opera' }, m.category],
    [{ timeZone: 'Lagos/Nowhere' }, m.timeZone],
    [{ timeZone: '+01:00' }, m.timeZone],
    [{ startDate: '14/03/2031' }, m.startDate],
    [{ startDate: '2031-02-30' }, m.noSuchDate],
    [{ startTime: '7pm' }, m.startTime],
    [{ startDate: '2020-01-01' }, m.startInPast],
    [{ startDate: '9999-12-31' }, m.startTooFar],
    [{ title: 'Tems \u202Eevil' }, m.hiddenCharacters('title')],
    [{ artistName: 'Te\u2066ms' }, m.hiddenCharacters('artist')],
    [{ venue: 'Eko\u0000Hall' }, m.hiddenCharacters('venue')],
    [{ about: 'Two lines\nare fine, a bell\u0007 is not.' }, m.hiddenCharacters('About text')],
    [{ basePrice: 0 }, m.basePrice],
    [{ basePrice: 10.5 }, m.basePrice],
    [{ basePrice: '' }, m.basePrice],
    [{ basePrice: true }, m.basePrice],
    [{ basePrice: '0' }, m.basePrice],
    [{ basePrice: 'NGN 10,000,001' }, m.basePrice],
    [{ basePrice: 'lots' }, m.priceTyped.unreadable],
    [{ basePrice: '1e5' }, m.priceTyped.unreadable],
    [{ basePrice: '2,50,000' }, m.priceTyped.grouping],
    [{ basePrice: '25.000' }, m.priceTyped.ambiguous],
    [{ basePrice: '25,000.50' }, m.priceTyped.kobo],
    [{ capacity: -1 }, m.capacity],
    [{ subaccountCode: 'split please' }, m.subaccountCode],
    [{ status: 'live' }, m.status],
    [{ status: 'cancelled' }, m.newStatus],
    [{ status: 'published' }, m.posterNeeded],
  ])('refuses %j with a sentence', async (change, message) => {
    const res = await createEvent(t.app, admin, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  // A price typed with thousands separators is read as the form reads it (rules/naira-input.ts, architecture.md §15.1).
  it.each([
    ['25,000', 25000],
    ['25 000', 25000],
    ['NGN 25,000', 25000],
    ['₦1,500,000', 1500000],
    ['25000.00', 25000],
  ])('takes the price %j as %d naira', async (basePrice, naira) => {
    const res = await createEvent(t.app, admin, { basePrice });
    expect(res.statusCode, res.body).toBe(201);
    const { event } = res.json();
    expect(event.basePrice).toBe(naira);
    const [entry] = await auditOf(event.id);
    expect(entry?.after).toMatchObject({ basePrice: naira });
  });

  it('refuses a body that is not an event object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/events', headers: admin.headers, payload: [1] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the event as a JSON object.');
  });

  it('creates a draft nobody else can see or buy, with its audit entry', async () => {
    const res = await createEvent(t.app, admin, { title: '  Tems Live  ', subaccountCode: 'ACCT_abc123' });
    expect(res.statusCode).toBe(201);
    const { event } = res.json();
    expect(event).toMatchObject({
      title: 'Tems Live',
      status: 'draft',
      startDate: '2031-03-14',
      startTime: '19:30',
      capacity: 40,
      sold: 0,
      subaccountCode: 'ACCT_abc123',
      hasPoster: false,
      eventImage: '/posters/placeholder.svg',
    });
    expect(Number(event.id)).toBeGreaterThan(9);
    expect((await t.app.inject({ url: `/api/events/${event.id}` })).statusCode).toBe(404);
    const listed = (await t.app.inject({ url: '/api/events' })).json().events.map((e: { id: string }) => e.id);
    expect(listed).not.toContain(event.id);
    const order = await initialize(t.app, buyer, { eventId: event.id, ticketQuantity: 1 });
    expect(order.statusCode).toBe(404);
    expect((await get(`/media/events/${event.id}/share.png`)).statusCode).toBe(404);
    const [entry] = await auditOf(event.id);
    expect(entry).toMatchObject({ action: 'event.create', before: null, after: { title: 'Tems Live', capacity: 40 } });
  });
});

describe('PUT /api/admin/events/:id/poster', () => {
  let id: string;
  beforeAll(async () => {
    id = (await createEvent(t.app, admin)).json().event.id;
  });

  it('re-encodes a JPEG into the poster sizes and a 1200×630 share image, served with long cache headers', async () => {
    const res = await uploadPoster(t.app, admin.headers, id, await pictureOf(1600, 1000, 'jpeg'), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { event } = res.json();
    expect(event.hasPoster).toBe(true);
    expect(event.eventImage).toMatch(new RegExp(`^/media/events/${id}/[A-Za-z0-9_-]+/poster-1200\\.webp$`));
    const preview = (await get(`/api/admin/events/${id}`)).json().preview;
    expect(preview.imageSrcSet).toMatch(/poster-600\.webp 600w, .*poster-1200\.webp 1200w$/);

    for (const [name, format, width, height] of [
      ['poster-600.webp', 'webp', 600, 400],
      ['poster-1200.webp', 'webp', 1200, 800],
      ['poster-1200.jpg', 'jpeg', 1200, 800],
    ] as const) {
      const file = await t.app.inject({ url: event.eventImage.replace('poster-1200.webp', name) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format, width, height });
    }
    // The share image of a draft stays private until the event is published.
    expect((await t.app.inject({ url: `/media/events/${id}/share.png` })).statusCode).toBe(404);
    expect((await saveEvent(t.app, admin, id, { status: 'published' })).statusCode).toBe(200);
    const share = await t.app.inject({ url: `/media/events/${id}/share.png` });
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/png');
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const again = await t.app.inject({
      url: `/media/events/${id}/share.png`,
      headers: { 'if-none-match': String(share.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a new poster replaces the old one: its files are gone, the audit log has both versions', async () => {
    const old = (await get(`/api/admin/events/${id}`)).json().event.eventImage;
    const res = await uploadPoster(t.app, admin.headers, id, await pictureOf(800, 800, 'webp'), 'image/webp');
    expect(res.statusCode).toBe(200);
    expect(res.json().event.eventImage).not.toBe(old);
    expect((await t.app.inject({ url: old })).statusCode).toBe(404);
    const posters = (await auditOf(id)).filter((e) => e.action === 'event.poster');
    expect(posters).toHaveLength(2);
    expect(posters[0]?.before?.posterVersion).toBe(posters[1]?.after?.posterVersion);
  });

  const badUploads: [string, () => Buffer | string, string, number, string][] = [
    [
      'a PNG signature followed by junk',
      () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5000, 7)]),
      'image/png',
      400,
      m.posterDamaged,
    ],
    [
      'a text file named .png',
      () => Buffer.from('just some notes, not a picture\n'),
      'image/png',
      400,
      m.posterNotImage,
    ],
    ['a text file sent as text', () => 'hello', 'text/plain', 400, m.posterNotImage],
    [
      'an SVG (not accepted: it can carry script)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
      400,
      m.posterNotImage,
    ],
    ['an empty body', () => Buffer.alloc(0), 'image/png', 400, m.posterNotImage],
    ['a file over 5 MB', () => Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png', 413, m.posterTooLarge],
  ];
  it.each(badUploads)('refuses %s', async (_name, body, type, status, message) => {
    const before = (await get(`/api/admin/events/${id}`)).json().event.eventImage;
    const res = await uploadPoster(t.app, admin.headers, id, body(), type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect((await get(`/api/admin/events/${id}`)).json().event.eventImage).toBe(before);
  });

  it('refuses a picture too small for the cards, and answers 404 for an unknown event', async () => {
    const small = await uploadPoster(t.app, admin.headers, id, await pictureOf(300, 200));
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({ message: m.posterTooSmall });
    const unknown = await uploadPoster(t.app, admin.headers, '999999', await pictureOf(900, 600));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: m.notFound('999999') });
  });
});

describe('PUT /api/admin/events/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await saveEvent(t.app, admin, '424242');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: m.notFound('424242') });
    expect((await saveEvent(t.app, admin, 'abc')).statusCode).toBe(400);
  });

  it('refuses moving the start to a year no one means, and changes nothing', async () => {
    const id = (await createEvent(t.app, admin, { title: 'Far away' })).json().event.id;
    const far = await saveEvent(t.app, admin, id, { startDate: '9999-01-01' });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ message: m.startTooFar });
    expect((await get(`/api/admin/events/${id}`)).json().event.startDate).toBe('2031-03-14');
  });

  it('publishing puts the event on the landing page and its own page; every edit is audited with before and after', async () => {
    const id = await publishedEvent({ title: 'Show to edit' });
    const listed = (await t.app.inject({ url: '/api/events' })).json().events;
    expect(listed.find((e: { id: string }) => e.id === id)).toMatchObject({
      title: 'Show to edit',
      status: 'published',
    });
    const edit = await saveEvent(t.app, admin, id, { title: 'Show, edited', basePrice: 26000, status: 'published' });
    expect(edit.statusCode).toBe(200);
    const page = (await t.app.inject({ url: `/api/events/${id}` })).json();
    expect(page).toMatchObject({ title: 'Show, edited', basePrice: 26000, month: 'MAR', date: '14', year: '2031' });
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['event.update', 'event.publish', 'event.poster', 'event.create']);
    expect(entries[0]).toMatchObject({
      before: { title: 'Show to edit', basePrice: 25000 },
      after: { title: 'Show, edited', basePrice: 26000 },
    });
    // The checkout charges the new price.
    const order = await startOrder(t.app, buyer, { eventId: id, ticketQuantity: 1 });
    const row = await t.database.db
      .selectFrom('orders')
      .select('amount')
      .where('reference', '=', order)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount)).toBe(26000);
  });

  it('capacity goes up freely, down to what is sold or held, and never below', async () => {
    const id = await publishedEvent({ capacity: 10 });
    await buyTicket(t.app, buyer, { eventId: id, ticketQuantity: 3 });
    await startOrder(t.app, buyer, { eventId: id, ticketQuantity: 2 });
    const below = await saveEvent(t.app, admin, id, { capacity: 4, status: 'published' });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({ message: m.capacityBelowTaken(5) });
    const exact = await saveEvent(t.app, admin, id, { capacity: 5, status: 'published' });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().event).toMatchObject({ capacity: 5, remaining: 0, sold: 3, held: 2 });
    const raised = await saveEvent(t.app, admin, id, { capacity: 50, status: 'published' });
    expect(raised.json().event).toMatchObject({ capacity: 50, remaining: 45 });
  });

  it('holds that ran out do not block a lower capacity', async () => {
    const id = await publishedEvent({ capacity: 10 });
    const reference = await startOrder(t.app, buyer, { eventId: id, ticketQuantity: 6 });
    await t.database.db
      .updateTable('orders')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('reference', '=', reference)
      .execute();
    const res = await saveEvent(t.app, admin, id, { capacity: 1, status: 'published' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event).toMatchObject({ capacity: 1, remaining: 1, held: 0 });
  });

  it('a sold event cannot become a draft; cancelling it asks for confirmation; a cancelled event stays cancelled', async () => {
    const id = await publishedEvent();
    await buyTicket(t.app, buyer, { eventId: id, ticketQuantity: 2 });
    const draft = await saveEvent(t.app, admin, id, { status: 'draft' });
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toEqual({ message: m.soldCannotBeDraft(2) });
    const unconfirmed = await saveEvent(t.app, admin, id, { status: 'cancelled' });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({ message: m.confirmCancel(2) });
    const cancelled = await saveEvent(t.app, admin, id, { status: 'cancelled', confirmCancel: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().event).toMatchObject({ status: 'cancelled', sold: 2 });
    const page = await t.app.inject({ url: `/api/events/${id}` });
    expect(page.json().status).toBe('cancelled');
    const listed = (await t.app.inject({ url: '/api/events' })).json().events.map((e: { id: string }) => e.id);
    expect(listed).not.toContain(id);
    const order = await initialize(t.app, buyer, { eventId: id, ticketQuantity: 1 });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe(checkoutMessages.eventCancelled);
    expect((await get(`/media/events/${id}/share.png`)).statusCode).toBe(200);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'event.cancel',
      after: { status: 'cancelled', ticketsSold: 2, refundTickets: false },
    });

    const reopen = await saveEvent(t.app, admin, id, { status: 'published' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({ message: m.cancelledIsFinal });
  });

  it("cancelling with refunds refunds each paid order once through the provider (admin-sales' refundOrder)", async () => {
    const id = await publishedEvent();
    const other = await createSignedInUser(t.app);
    const tickets = [
      await buyTicket(t.app, buyer, { eventId: id, ticketQuantity: 2 }),
      await buyTicket(t.app, other, { eventId: id, ticketQuantity: 1 }),
    ];
    const res = await saveEvent(t.app, admin, id, { status: 'cancelled', confirmCancel: true, refundTickets: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunds).toEqual({ refunded: 2, pending: 0, failed: 0, firstError: null });
    expect(res.json().event).toMatchObject({ status: 'cancelled', sold: 0 });
    expect(res.json().event.remaining).toBe(res.json().event.capacity);
    for (const ticket of tickets) {
      expect((await t.app.inject({ url: `/api/tickets/${ticket.transactionReference}` })).json().status).toBe(
        'cancelled',
      );
    }
    const refunded = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'order')
      .where('action', '=', 'order.refunded')
      .where('actor_user_id', '=', admin.user.id)
      .execute();
    expect(refunded.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps a seeded event's other fields when one changes (the form round-trips)", async () => {
    const form = await formOf(t.app, admin, '3');
    expect(form).toMatchObject({ title: expect.any(String), status: 'published', category: 'Movie' });
    const res = await saveEvent(t.app, admin, '3', { ...form, capacity: 600 });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.app.inject({ url: '/api/events/3' })).json();
    expect(after).toMatchObject({ capacity: 600, title: form.title, eventImage: '/posters/3-1200.webp' });
  });
});

describe('limits per buyer (decision 21)', () => {
  const limitsOf = async (id: string) => {
    const { event } = (await get(`/api/admin/events/${id}`)).json();
    return { maxPerOrder: event.maxPerOrder, maxPerAccount: event.maxPerAccount };
  };

  it('the sentences name the bounds in plain words', () => {
    expect(m.maxPerOrder).toBe('Tickets per order must be a whole number from 1 to 50.');
    expect(m.maxPerAccount).toBe('Tickets per account must be a whole number from 1 to 1,000.');
    expect(m.accountBelowOrder).toBe('Tickets per account cannot be fewer than tickets per order.');
  });

  it('a new event takes the defaults (10 per order, 20 per account) or the limits it is given, and the audit entry shows them', async () => {
    const plain = (await createEvent(t.app, admin, { title: 'Limits by default' })).json().event;
    expect(plain).toMatchObject({ maxPerOrder: 10, maxPerAccount: 20 });
    const res = await createEvent(t.app, admin, { title: 'Limits given', maxPerOrder: 4, maxPerAccount: 6 });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().event;
    expect(await limitsOf(id)).toEqual({ maxPerOrder: 4, maxPerAccount: 6 });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'event.create', after: { maxPerOrder: 4, maxPerAccount: 6 } });
    // The largest the rules allow.
    const widest = await createEvent(t.app, admin, { title: 'Widest limits', maxPerOrder: 50, maxPerAccount: 1000 });
    expect(widest.json().event).toMatchObject({ maxPerOrder: 50, maxPerAccount: 1000 });
  });

  const badLimits: [Record<string, unknown>, string][] = [
    [{ maxPerOrder: 0 }, m.maxPerOrder],
    [{ maxPerOrder: 51 }, m.maxPerOrder],
    [{ maxPerOrder: 2.5 }, m.maxPerOrder],
    [{ maxPerOrder: '5' }, m.maxPerOrder],
    [{ maxPerOrder: 'five' }, m.maxPerOrder],
    [{ maxPerOrder: null }, m.maxPerOrder],
    [{ maxPerOrder: 4, maxPerAccount: 0 }, m.maxPerAccount],
    [{ maxPerOrder: 4, maxPerAccount: 1001 }, m.maxPerAccount],
    [{ maxPerOrder: 4, maxPerAccount: 7.5 }, m.maxPerAccount],
    [{ maxPerOrder: 4, maxPerAccount: 'twenty' }, m.maxPerAccount],
    [{ maxPerOrder: 8, maxPerAccount: 6 }, m.accountBelowOrder],
  ];

  it.each(badLimits)('creating with %j is refused with a sentence, and no event is made', async (change, message) => {
    const title = `Bad limits ${JSON.stringify(change)}`;
    const res = await createEvent(t.app, admin, { title, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    const found = (await get(`/api/admin/events?q=${encodeURIComponent(title)}`)).json();
    expect(found.total).toBe(0);
  });

  it('per order above the default per account is refused on its own: the account default would be below it', async () => {
    const res = await createEvent(t.app, admin, { maxPerOrder: 30 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.accountBelowOrder });
  });

  it.each(badLimits)(
    'saving %j is refused with a sentence, and the event keeps its limits',
    async (change, message) => {
      const id = (await createEvent(t.app, admin, { maxPerOrder: 4, maxPerAccount: 6 })).json().event.id;
      const res = await saveEvent(t.app, admin, id, { title: 'Renamed', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      const { event } = (await get(`/api/admin/events/${id}`)).json();
      expect(event).toMatchObject({ maxPerOrder: 4, maxPerAccount: 6, title: 'Tems: Born in the Wild' });
      expect((await auditOf(id)).map((e) => e.action)).toEqual(['event.create']);
    },
  );

  it('an edit is audited, reaches the public event and the checkout at once: over the new maximum is refused in words', async () => {
    const id = await publishedEvent({ title: 'Limits edited' });
    const shopper = await createSignedInUser(t.app);
    // The public answer is cached: read it first, so the edit has a cached copy to replace.
    expect((await t.app.inject({ url: `/api/events/${id}` })).json().maxPerOrder).toBe(10);
    expect((await initialize(t.app, shopper, { eventId: id, ticketQuantity: 5 })).statusCode).toBe(200);

    const edit = await saveEvent(t.app, admin, id, { status: 'published', maxPerOrder: 4, maxPerAccount: 6 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().event).toMatchObject({ maxPerOrder: 4, maxPerAccount: 6 });
    expect((await t.app.inject({ url: `/api/events/${id}` })).json().maxPerOrder).toBe(4);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'event.update',
      before: { maxPerOrder: 10, maxPerAccount: 20 },
      after: { maxPerOrder: 4, maxPerAccount: 6 },
    });

    const over = await initialize(t.app, shopper, { eventId: id, ticketQuantity: 5 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: 'You can buy at most 4 tickets in one order for this event.' });
    expect(over.json().message).toBe(limitMessages.perOrder(4));
    expect((await initialize(t.app, shopper, { eventId: id, ticketQuantity: 4 })).statusCode).toBe(200);
  });

  it('a save that leaves the limits out keeps them; one left out is judged against the stored other', async () => {
    const id = (await createEvent(t.app, admin, { maxPerOrder: 4, maxPerAccount: 6 })).json().event.id;
    // saveEvent sends the form without the limits, as a client written before they existed does.
    const kept = await saveEvent(t.app, admin, id, { title: 'Limits kept' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().event).toMatchObject({ title: 'Limits kept', maxPerOrder: 4, maxPerAccount: 6 });

    const above = await saveEvent(t.app, admin, id, { maxPerOrder: 8 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ message: m.accountBelowOrder });
    const below = await saveEvent(t.app, admin, id, { maxPerAccount: 3 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: m.accountBelowOrder });
    expect(await limitsOf(id)).toEqual({ maxPerOrder: 4, maxPerAccount: 6 });

    const one = await saveEvent(t.app, admin, id, { maxPerOrder: 6 });
    expect(one.statusCode, one.body).toBe(200);
    expect(await limitsOf(id)).toEqual({ maxPerOrder: 6, maxPerAccount: 6 });
  });
});

describe('GET /media/events/:id/share.png of a seeded event', () => {
  it('is drawn from its SVG poster once, as a 1200×630 PNG, and kept', async () => {
    const first = await t.app.inject({ url: '/media/events/5/share.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=86400/);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const stored = await t.database.db
      .selectFrom('event_images')
      .select(['version'])
      .where('event_id', '=', '5')
      .execute();
    expect(stored).toEqual([{ version: 'builtin' }]);
    const second = await t.app.inject({ url: '/media/events/5/share.png' });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await t.app.inject({ url: '/media/events/777/share.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/events/1/abc/poster-1200.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/events/1/abc/passwd' })).statusCode).toBe(400);
  });
});

describe("the doors' opening", () => {
  const doorsOf = async (id: string) => (await get(`/api/admin/events/${id}`)).json().event.doorsOpenMinutes;

  it('a new event opens its doors 3 hours before the start, or as it is given; a save without it keeps it', async () => {
    expect((await createEvent(t.app, admin, { title: 'Doors by default' })).json().event.doorsOpenMinutes).toBe(180);
    const id = (await createEvent(t.app, admin, { title: 'Doors given', doorsOpenMinutes: 45 })).json().event.id;
    expect(await doorsOf(id)).toBe(45);
    const { doorsOpenMinutes: _left, ...form } = await formOf(t.app, admin, id);
    expect((await saveEvent(t.app, admin, id, { ...form, title: 'Doors kept' })).statusCode).toBe(200);
    expect(await doorsOf(id)).toBe(45);
    const saved = await saveEvent(t.app, admin, id, { ...form, doorsOpenMinutes: 0 });
    expect(saved.json().event.doorsOpenMinutes).toBe(0);
    const entry = (await auditOf(id)).find((e) => e.after?.doorsOpenMinutes === 0);
    expect(entry).toMatchObject({ action: 'event.update', before: { doorsOpenMinutes: 45 } });
  });

  it.each([-1, 1441, 2.5, '60', null])('refuses %j minutes with a sentence', async (doorsOpenMinutes) => {
    const res = await createEvent(t.app, admin, { title: 'Bad doors', doorsOpenMinutes });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.doorsOpenMinutes });
  });
});
