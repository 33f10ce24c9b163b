import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SUPPORT_TICKETS_PER_HOUR } from './support-routes.ts';

// The helpdesk's Create Ticket form posted before the page's scripts run (decision 28).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'team@support.example', PUBLIC_URL: 'https://tickets.example.ng' });
});
afterAll(() => t.close());

const SAME_ORIGIN = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
let address = 0;
const post = (fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/helpdesk/ticket',
    headers,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: ip ?? `10.2.0.${++address}`,
  });

const valid = (email: string) => ({
  email,
  subject: 'Cannot find my ticket',
  description: 'I paid yesterday but the ticket never arrived.',
  category: 'Ticketing',
  eventId: '1',
  reference: '',
  website: '',
});
const ticketsFrom = (email: string) =>
  t.database.db.selectFrom('support_tickets').selectAll().where('email', '=', email).execute();
const outboxTo = (to: string) => t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

describe('POST /helpdesk/ticket (the plain form)', () => {
  it('stores the ticket, emails the sender and the team, and answers 303 naming its number', async () => {
    const res = await post(valid('plain.form@example.com'));
    expect(res.statusCode).toBe(303);
    const number = /^\/helpdesk\/ticket\?submitted=(SUP-[0-9A-Z]{8})#support-form$/.exec(
      res.headers.location ?? '',
    )?.[1];
    expect(number).toBeDefined();
    const [row] = await ticketsFrom('plain.form@example.com');
    expect(row).toMatchObject({ id: number, category: 'Ticketing', event_id: '1', user_id: 'guest' });
    expect(await outboxTo('plain.form@example.com')).toHaveLength(1);
  });

  it('names the first field to correct, in the form order, and stores nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...valid('x'), email: 'nope' }, 'email'],
      [{ ...valid('short@example.com'), subject: 'Hey' }, 'subject'],
      [{ ...valid('short@example.com'), description: 'Too short' }, 'description'],
      [{ ...valid('short@example.com'), reference: 'not-a-reference' }, 'reference'],
      [{ ...valid('short@example.com'), category: 'Gossip' }, 'other'],
      [{ ...valid('short@example.com'), eventId: '999' }, 'event'],
    ];
    for (const [fields, problem] of cases) {
      const res = await post(fields);
      expect(res.statusCode, problem).toBe(303);
      expect(res.headers.location).toBe(`/helpdesk/ticket?problem=${problem}#support-form`);
    }
    expect(await ticketsFrom('short@example.com')).toHaveLength(0);
  });

  it('shares the JSON endpoint’s limit per address', async () => {
    const ip = '10.3.3.3';
    for (let i = 0; i < SUPPORT_TICKETS_PER_HOUR; i += 1) {
      expect((await post(valid(`many${i}@example.com`), SAME_ORIGIN, ip)).headers.location).toContain('submitted=');
    }
    const refused = await post(valid('one.more@example.com'), SAME_ORIGIN, ip);
    expect(refused.headers.location).toMatch(/^\/helpdesk\/ticket\?problem=too-many&retry=\d+#support-form$/);
    expect(await ticketsFrom('one.more@example.com')).toHaveLength(0);
  });

  it('refuses a post another site made, before reading it', async () => {
    const res = await post(valid('forged.ticket@example.com'), {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(await ticketsFrom('forged.ticket@example.com')).toHaveLength(0);
  });

  it('keeps nothing from a bot that filled the honeypot, and answers as usual', async () => {
    const res = await post({ ...valid('bot.ticket@example.com'), website: 'http://spam.example' });
    expect(res.headers.location).toContain('submitted=SUP-');
    expect(await ticketsFrom('bot.ticket@example.com')).toHaveLength(0);
  });
});
