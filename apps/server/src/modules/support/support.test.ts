import { messages } from '@storefront/contracts/messages';
import { SUPPORT_REFERENCE_PROBLEM } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/admin-event-helpers.ts';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { createSignedInUser, getCsrf } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SUPPORT_TICKETS_PER_HOUR, unknownEventMessage } from './support-routes.ts';

let t: TestApp;
let csrf: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'team@support.example' });
  csrf = (await getCsrf(t.app)).headers;
});
afterAll(() => t.close());

let address = 0;
/** Each call comes from its own client address unless one is given, so only the rate-limit test meets the limit. */
const submit = (payload: unknown, { headers = csrf, ip }: { headers?: Record<string, string>; ip?: string } = {}) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/support-tickets',
    headers,
    payload: payload as object,
    remoteAddress: ip ?? `10.0.${Math.floor(address / 250)}.${address % 250}`,
  });
};

const valid = (email: string) => ({
  email,
  subject: 'Cannot find my ticket',
  description: 'I paid yesterday but the ticket <b>never</b> arrived.',
  category: 'Ticketing',
  eventId: '1',
  userId: 'someone-else',
});

const outboxTo = (to: string) =>
  t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
const ticketsFrom = (email: string) =>
  t.database.db.selectFrom('support_tickets').selectAll().where('email', '=', email).execute();

describe('GET /api/support-tickets/events', () => {
  it('lists the catalogue as {id, name}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/support-tickets/events' });
    expect(res.statusCode).toBe(200);
    const events = res.json();
    expect(events.length).toBeGreaterThan(0);
    const first = await t.database.db
      .selectFrom('events')
      .select(['id', 'title'])
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    expect(events[0]).toEqual({ id: first.id, name: first.title });
  });

  it('lists only what the public sees: no draft; a cancelled show stays, for its refunds', async () => {
    const admin = await createSignedInAdmin(t.app);
    const draft = (await createEvent(t.app, admin, { title: 'Secret Headliner (unannounced)' })).json().event;
    const called = (await createEvent(t.app, admin, { title: 'Called Off Live' })).json().event;
    await t.database.db.updateTable('events').set({ status: 'cancelled' }).where('id', '=', called.id).execute();

    const listed = (await t.app.inject({ url: '/api/support-tickets/events' })).json() as {
      id: string;
      name: string;
    }[];
    expect(listed.map((event) => event.id)).not.toContain(draft.id);
    expect(JSON.stringify(listed)).not.toContain('Secret Headliner');
    expect(listed).toContainEqual({ id: called.id, name: 'Called Off Live' });

    // Nor can a ticket name a draft by its id: it is refused like an id that does not exist.
    const res = await submit({ ...valid('draft.guess@example.com'), eventId: draft.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: unknownEventMessage });
    expect(await ticketsFrom('draft.guess@example.com')).toHaveLength(0);
  });
});

describe('POST /api/support-tickets', () => {
  it("stores a guest's ticket and emails the team and the sender, every typed text escaped", async () => {
    const res = await submit(valid('Guest.Sender@Example.com'));
    expect(res.statusCode).toBe(201);
    const { ticketNumber, message } = res.json();
    expect(message).toBe('Ticket submitted successfully!');
    expect(ticketNumber).toMatch(/^SUP-[0-9A-HJKMNP-TV-Z]{8}$/);

    const [row] = await ticketsFrom('guest.sender@example.com');
    expect(row).toMatchObject({ id: ticketNumber, user_id: 'guest', category: 'Ticketing', event_id: '1' });

    const [team] = await outboxTo('team@support.example');
    expect(team?.subject).toBe(`[${ticketNumber}] Ticketing: Cannot find my ticket`);
    expect(team?.text_body).toContain('guest.sender@example.com');
    expect(team?.html_body).toContain('&lt;b&gt;never&lt;/b&gt;');
    expect(team?.html_body).not.toContain('<b>never');
    const [confirmation] = await outboxTo('guest.sender@example.com');
    expect(confirmation?.subject).toBe(`Your support ticket ${ticketNumber}`);
    expect(confirmation?.text_body).toContain(ticketNumber);
  });

  it("records the signed-in user's id, never the userId sent, and defaults the category to General", async () => {
    const user = await createSignedInUser(t.app);
    const { category: _category, eventId: _eventId, ...body } = valid('member@example.com');
    const res = await submit(body, { headers: user.headers });
    expect(res.statusCode).toBe(201);
    const [row] = await ticketsFrom('member@example.com');
    expect(row).toMatchObject({ user_id: user.user.id, category: 'General', event_id: null });
  });

  it.each([
    [{ subject: 'Help' }, messages.validation.supportSubject],
    [{ subject: '    Hi     ' }, messages.validation.supportSubject],
    [{ description: 'Too short' }, messages.validation.supportDescription],
    [{ email: 'not-an-email' }, messages.validation.email],
    [{ email: undefined }, messages.validation.email],
  ])('answers 400 with the spec message for %o', async (change, expected) => {
    const res = await submit({ ...valid('invalid@example.com'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expected });
    expect(await ticketsFrom('invalid@example.com')).toEqual([]);
  });

  it('refuses over-long fields, an unknown category and control characters with 400', async () => {
    for (const change of [
      { subject: 'x'.repeat(151) },
      { description: 'x'.repeat(5001) },
      { category: 'Refunds' },
      { subject: 'Null\u0000byte subject' },
      { eventId: 'x'.repeat(101) },
    ]) {
      const res = await submit({ ...valid('long@example.com'), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await ticketsFrom('long@example.com')).toEqual([]);
  });

  it('answers 400 to an event that is not in the catalogue, and stores and sends nothing', async () => {
    const res = await submit({ ...valid('unknown.event@example.com'), eventId: 'no-such-event' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: unknownEventMessage });
    expect(await ticketsFrom('unknown.event@example.com')).toEqual([]);
    expect(await outboxTo('unknown.event@example.com')).toEqual([]);
  });

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const res = await submit({ ...valid('bot@example.com'), website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(messages.support.submitted);
    expect(await ticketsFrom('bot@example.com')).toEqual([]);
    expect(await outboxTo('bot@example.com')).toEqual([]);
  });

  it(`allows ${SUPPORT_TICKETS_PER_HOUR} tickets an hour from one address, then 429 with a message`, async () => {
    const statuses = [];
    for (let i = 0; i <= SUPPORT_TICKETS_PER_HOUR; i += 1) {
      statuses.push((await submit(valid(`flood${i}@example.com`), { ip: '10.9.9.9' })).statusCode);
    }
    expect(statuses).toEqual([...Array(SUPPORT_TICKETS_PER_HOUR).fill(201), 429]);
    const last = await submit(valid('flood-last@example.com'), { ip: '10.9.9.9' });
    expect(last.json().message).toMatch(/^Too many attempts/);
    expect(last.headers['retry-after']).toBeDefined();
    expect(await ticketsFrom('flood-last@example.com')).toEqual([]);
  });

  it('limits the tickets sent to one email from many addresses', async () => {
    const statuses = [];
    for (let i = 0; i <= SUPPORT_TICKETS_PER_HOUR; i += 1)
      statuses.push((await submit(valid('victim@example.com'))).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(await outboxTo('victim@example.com')).toHaveLength(SUPPORT_TICKETS_PER_HOUR);
  });

  it('answers 400 to malformed JSON and 403 without the CSRF token', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      payload: valid('x@example.com'),
    });
    expect(noToken.statusCode).toBe(403);
  });
});

describe('a transaction reference on the ticket', () => {
  const reference = 'OWB-abcdefghijklmnopqrstuvwx';

  it('is optional, stored, in the team email, and on the back office thread', async () => {
    const res = await submit({ ...valid('ref.sender@example.com'), reference: `  ${reference} ` });
    expect(res.statusCode).toBe(201);
    const [ticket] = await ticketsFrom('ref.sender@example.com');
    expect(ticket?.order_reference).toBe(reference);
    const [team] = await outboxTo('team@support.example').then((all) =>
      all.filter((m) => m.text_body.includes('ref.sender@example.com')),
    );
    expect(team?.text_body).toContain(`Transaction reference: ${reference}`);
    const admin = await createSignedInAdmin(t.app);
    const thread = await t.app.inject({ url: `/api/admin/support-tickets/${ticket?.id}`, headers: admin.headers });
    expect(thread.json().reference).toBe(reference);

    const without = await submit(valid('no.ref@example.com'));
    expect(without.statusCode).toBe(201);
    expect((await ticketsFrom('no.ref@example.com'))[0]?.order_reference).toBeNull();
    const empty = await submit({ ...valid('empty.ref@example.com'), reference: '' });
    expect(empty.statusCode).toBe(201);
  });

  it.each(['OWB-short', 'not a reference', 'OWB-abcdefghijklmnopqrstuvw!', 'x'.repeat(100)])(
    'refuses %s with a sentence, storing nothing',
    async (bad) => {
      const res = await submit({ ...valid('bad.ref@example.com'), reference: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SUPPORT_REFERENCE_PROBLEM);
      expect(await ticketsFrom('bad.ref@example.com')).toEqual([]);
    },
  );
});
