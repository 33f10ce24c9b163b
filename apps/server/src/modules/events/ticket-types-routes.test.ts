import { eventSchema, ticketTypesAnswerSchema } from '@storefront/contracts/api';
import { tierMessages } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTier } from '../../../test/tier-helpers.ts';

// GET /api/events/{id}/ticket-types?accessCode= (decision 30): the listed tiers plus
// those a code unlocks. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CODE_ACCOUNT_RATE_LIMIT_MAX: '3' });
  await addTier(t, { id: '6-vip', event_id: '6', name: 'VIP', price: 20_000, capacity: 5, sort_order: 1 });
  await addTier(t, { id: '6-crew', event_id: '6', name: 'Crew', price: 0, access_code: 'BackStage', sort_order: 2 });
  await addTier(t, { id: '6-press', event_id: '6', name: 'Press', price: 0, access_code: 'PRESS', sort_order: 3 });
  await t.database.db
    .updateTable('ticket_types')
    .set({ after_ticket_type_id: '6-regular' })
    .where('id', '=', '6-vip')
    .execute();
});
afterAll(() => t.close());

const ask = (id: string, code: string, ip = '10.0.0.1') =>
  t.app.inject({
    url: `/api/events/${id}/ticket-types?accessCode=${encodeURIComponent(code)}`,
    remoteAddress: ip,
  });

describe('GET /api/events/:id/ticket-types', () => {
  it('answers the listed tiers plus the one the code unlocks, in display order, in any case, never cached', async () => {
    const res = await ask('6', ' backstage ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { ticketTypes } = ticketTypesAnswerSchema.parse(res.json());
    expect(ticketTypes.map((tier) => tier.name)).toEqual(['Regular', 'VIP', 'Crew']);
    expect(ticketTypes[2]).toMatchObject({ id: '6-crew', price: 0, state: 'on-sale', opensAfter: null });
  });

  it('names the tier each one follows, and the event page still lists no hidden tier', async () => {
    const event = eventSchema.parse((await t.app.inject({ url: '/api/events/6' })).json());
    expect(event.ticketTypes.map((tier) => [tier.name, tier.opensAfter])).toEqual([
      ['Regular', null],
      ['VIP', 'Regular'],
    ]);
  });

  it('refuses an unknown code with a sentence, an unknown event, and an empty code', async () => {
    const wrong = await ask('6', 'NOPE', '10.0.0.2');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: tierMessages.accessCodeUnknown });
    // Another event's code unlocks nothing here.
    await addTier(t, { id: '7-crew', event_id: '7', name: 'Crew', price: 0, access_code: 'SEVEN' });
    expect((await ask('6', 'SEVEN', '10.0.0.2')).json()).toEqual({ message: tierMessages.accessCodeUnknown });
    expect((await ask('42', 'PRESS', '10.0.0.3')).statusCode).toBe(404);
    const empty = await ask('6', '  ', '10.0.0.3');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: tierMessages.accessCodeMissing });
  });

  it('stops an address after too many wrong codes; codes that work are not counted', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 5; i += 1) expect((await ask('6', 'PRESS', ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await ask('6', `GUESS${i}`, ip)).statusCode).toBe(404);
    const refused = await ask('6', 'PRESS', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await ask('6', 'PRESS', '10.0.0.10')).statusCode).toBe(200);
  });
});
