import { promoAdminMessages as m } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { simulatorButton, startOrder, verifyUntilSettled } from '../../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addTier, removeSeededTiers } from '../../../../test/tier-helpers.ts';

// The back office's promo codes (decision 30): create, edit, pause, the list's uses and revenue, the
// audit log, and bad input refused with a sentence, nothing changed. SQLite and PostgreSQL.
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  await removeSeededTiers(t);
  await addTier(t, { id: '2-vip', event_id: '2', name: 'VIP', price: 10_000 });
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  code: 'launch20',
  eventId: '2',
  ticketTypeIds: ['2-vip'],
  kind: 'percent',
  amount: 20,
  maxUses: 50,
  maxUsesPerAccount: 2,
  startsAt: null,
  endsAt: '2099-01-01T00:00:00.000Z',
  ...overrides,
});
const create = (body: Record<string, unknown>, who: SignedInUser = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: who.headers, payload: body });
const list = () => t.app.inject({ url: '/api/admin/promo-codes', headers: admin.headers });
const codeCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('promo_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the back office creates and edits promo codes', () => {
  let id: string;

  it('creates a code, stored upper-case, with its tiers, and audits it', async () => {
    const res = await create(valid());
    expect(res.statusCode).toBe(201);
    const code = res.json().promoCode;
    id = code.id;
    expect(code).toMatchObject({
      code: 'LAUNCH20',
      eventId: '2',
      ticketTypeIds: ['2-vip'],
      ticketTypeNames: ['VIP'],
      description: '20% off VIP',
      uses: 0,
      status: 'active',
      revenue: 0,
      discountGiven: 0,
    });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['promo_code.create']);
  });

  it('lists codes with uses, the revenue of paid orders and the discount they got', async () => {
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, {
      eventId: '2',
      ticketQuantity: 1,
      lines: [{ ticketTypeId: '2-vip', quantity: 1 }],
      promoCode: 'launch20',
    });
    await simulatorButton(t.app, buyer, reference, 'pay');
    expect((await verifyUntilSettled(t.app, reference)).json().data.orderStatus).toBe('paid');
    const row = list().then((res) => res.json().items.find((item: { id: string }) => item.id === id));
    expect(await row).toMatchObject({ uses: 1, revenue: 8_000, discountGiven: 2_000, eventTitle: expect.any(String) });
  });

  it('edits every field and audits before and after', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promo-codes/${id}`,
      headers: admin.headers,
      payload: valid({ kind: 'fixed', amount: 1_500, ticketTypeIds: [], eventId: null }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().promoCode).toMatchObject({
      kind: 'fixed',
      amount: 1_500,
      eventId: null,
      ticketTypeIds: [],
      uses: 1,
    });
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .where('action', '=', 'promo_code.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before_json ?? '{}')).toMatchObject({ kind: 'percent', amount: 20 });
    expect(JSON.parse(entry.after_json ?? '{}')).toMatchObject({ kind: 'fixed', amount: 1_500 });
  });

  it('pauses and resumes, each in the audit log', async () => {
    for (const status of ['paused', 'active']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/promo-codes/${id}/status`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().promoCode.status).toBe(status);
    }
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'promo_code.create',
      'promo_code.update',
      'promo_code.pause',
      'promo_code.resume',
    ]);
  });

  it('refuses total uses below the uses already counted', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promo-codes/${id}`,
      headers: admin.headers,
      payload: valid({ maxUses: 0 }),
    });
    expect(res.statusCode).toBe(400);
    const below = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promo-codes/${id}`,
      headers: admin.headers,
      payload: valid({ code: 'LAUNCH20', maxUses: 1, kind: 'percent', amount: 10 }),
    });
    expect(below.statusCode).toBe(200);
    expect(below.json().promoCode.maxUses).toBe(1);
  });

  it.each([
    ['a percentage above 100', { amount: 101 }, 400, m.percent],
    ['a fractional percentage', { amount: 12.5 }, 400, m.percent],
    ['a fixed amount of zero', { kind: 'fixed', amount: 0 }, 400, m.fixed],
    ['a negative fixed amount', { kind: 'fixed', amount: -5 }, 400, m.fixed],
    [
      'a window that ends before it starts',
      { startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      400,
      m.endBeforeStart,
    ],
    ['an end that is no date', { endsAt: 'next week' }, 400, m.endsAt],
    ['an unknown event', { eventId: '999', ticketTypeIds: [] }, 400, m.unknownEvent],
    ['a tier of another event', { ticketTypeIds: ['1-regular'] }, 400, m.unknownTier],
    ['tiers without an event', { eventId: null }, 400, m.tiersWithoutEvent],
    ['a code with spaces', { code: 'TWO WORDS' }, 400, m.code],
    ['a duplicate code in another case', { code: 'Launch20' }, 409, m.duplicate],
    ['total uses of zero', { maxUses: 0 }, 400, m.maxUses],
    ['an unknown kind', { kind: 'half' }, 400, m.kind],
  ])('refuses %s with a sentence, creating nothing', async (_name, overrides, status, message) => {
    const before = await codeCount();
    const res = await create(valid({ code: 'FRESH1', ...overrides }));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await codeCount()).toBe(before);
  });

  it('is for admins only', async () => {
    const buyer = await createSignedInUser(t.app);
    expect((await create(valid({ code: 'SNEAKY' }), buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/promo-codes', headers: buyer.headers })).statusCode).toBe(403);
  });
});
