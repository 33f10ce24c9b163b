import { payoutMessages } from '@storefront/contracts/messages';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../test/fake-paystack.ts';
import { createSignedInOrganizer, type SignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { simulatedHolderName } from '../payments/simulator-payouts.ts';

// The organizer's payout account (decision 31): banks, resolution and saving, through the API.

const resolve = (t: TestApp, who: SignedInOrganizer, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/organizer/payout-account/resolve', headers: who.headers, payload: body });
const save = (t: TestApp, who: SignedInOrganizer, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/organizer/payout-account', headers: who.headers, payload: body });
const rowOf = (t: TestApp, id: string) =>
  t.database.db.selectFrom('organizers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('payout account with the simulator', () => {
  let t: TestApp;
  let organizer: SignedInOrganizer;
  beforeEach(async () => {
    t = await createTestApp();
    organizer = await createSignedInOrganizer(t.app, { subaccountCode: null });
  });
  afterEach(() => t.close());

  it('is for organizers only: 401 for a guest, 403 for a buyer', async () => {
    expect((await t.app.inject({ url: '/api/organizer/banks' })).statusCode).toBe(401);
    const buyer = await createSignedInUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/organizer/banks'],
      ['POST', '/api/organizer/payout-account/resolve'],
      ['PUT', '/api/organizer/payout-account'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: buyer.headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('lists the banks, resolves an account and saves it with a new subaccount, keeping only the last four digits', async () => {
    const banks = await t.app.inject({ url: '/api/organizer/banks', headers: organizer.headers });
    expect(banks.statusCode).toBe(200);
    expect(banks.json().banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });

    const holder = simulatedHolderName('058', '0123456789');
    const resolved = await resolve(t, organizer, { bankCode: '058', accountNumber: '0123456789' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ accountName: holder, bankName: 'Guaranty Trust Bank' });

    const saved = await save(t, organizer, { bankCode: '058', accountNumber: '0123456789', accountName: holder });
    expect(saved.statusCode).toBe(200);
    const account = saved.json();
    expect(account).toMatchObject({
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountLast4: '6789',
      accountName: holder,
    });
    const row = await rowOf(t, organizer.organizerId);
    expect(row).toMatchObject({
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_last4: '6789',
      account_name: holder,
      subaccount_code: account.subaccountCode,
    });
    expect(row.payout_updated_at).not.toBeNull();
    // Nowhere on the organizer's row is the whole number.
    expect(JSON.stringify(row)).not.toContain('0123456789');
    const sub = await t.database.db.selectFrom('simulated_subaccounts').selectAll().executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ code: account.subaccountCode, business_name: row.name, percentage_charge: 10 });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', organizer.organizerId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'organizer.payout_account.add', target_type: 'organizer' });
    expect(audit[0]?.after_json).not.toContain('0123456789');

    const me = (await t.app.inject({ url: '/api/organizer/me', headers: organizer.headers })).json();
    expect(me.payoutAccount).toEqual(account);
  });

  it('creates the subaccount with the admins’ commission override', async () => {
    await t.database.db
      .updateTable('organizers')
      .set({ commission_bps: 750 })
      .where('id', '=', organizer.organizerId)
      .execute();
    const holder = simulatedHolderName('044', '2233445566');
    expect(
      (await save(t, organizer, { bankCode: '044', accountNumber: '2233445566', accountName: holder })).statusCode,
    ).toBe(200);
    const sub = await t.database.db.selectFrom('simulated_subaccounts').selectAll().executeTakeFirstOrThrow();
    expect(sub.percentage_charge).toBe(7.5);
  });

  it('changing the account makes a new subaccount and audits the change', async () => {
    const first = simulatedHolderName('058', '0123456789');
    await save(t, organizer, { bankCode: '058', accountNumber: '0123456789', accountName: first });
    const second = simulatedHolderName('057', '9876543210');
    const res = await save(t, organizer, {
      bankCode: '057',
      accountNumber: '9876543210',
      accountName: second.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bankName: 'Zenith Bank', accountLast4: '3210', accountName: second });
    const actions = (
      await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', organizer.organizerId)
        .orderBy('created_at')
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['organizer.payout_account.add', 'organizer.payout_account.change']);
  });

  it.each([
    [
      'an unresolvable account (ending 0000)',
      { bankCode: '058', accountNumber: '0123450000' },
      422,
      payoutMessages.unresolvable,
    ],
    ['a bank not on the list', { bankCode: '999', accountNumber: '0123456789' }, 422, payoutMessages.unknownBank],
    ['nine digits', { bankCode: '058', accountNumber: '012345678' }, 400, payoutMessages.accountNumber],
    ['letters', { bankCode: '058', accountNumber: '01234abcde' }, 400, payoutMessages.accountNumber],
    ['no bank', { bankCode: '', accountNumber: '0123456789' }, 400, payoutMessages.bankRequired],
  ])(
    'refuses %s with a sentence, on resolve and on save, and changes nothing',
    async (_label, body, status, message) => {
      const before = await rowOf(t, organizer.organizerId);
      const checked = await resolve(t, organizer, body);
      expect(checked.statusCode).toBe(status);
      expect(checked.json()).toEqual({ message });
      const saved = await save(t, organizer, { ...body, accountName: 'ANYONE' });
      expect(saved.statusCode).toBe(status);
      expect(saved.json()).toEqual({ message });
      expect(await rowOf(t, organizer.organizerId)).toEqual(before);
      expect(await t.database.db.selectFrom('simulated_subaccounts').selectAll().execute()).toHaveLength(0);
    },
  );

  it('refuses to save when the account resolves to another name than the one confirmed', async () => {
    const before = await rowOf(t, organizer.organizerId);
    const res = await save(t, organizer, { bankCode: '058', accountNumber: '0123456789', accountName: 'SOMEONE ELSE' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: payoutMessages.nameChanged });
    expect(await rowOf(t, organizer.organizerId)).toEqual(before);
    expect(await t.database.db.selectFrom('audit_log').selectAll().execute()).toHaveLength(0);
  });

  it('limits account look-ups per organizer (each asks Paystack): 30 in ten minutes, then 429 with a sentence', async () => {
    const other = await createSignedInOrganizer(t.app, { subaccountCode: null });
    const body = { bankCode: '058', accountNumber: '0123456789' };
    for (let n = 0; n < 30; n += 1) expect((await resolve(t, organizer, body)).statusCode).toBe(200);
    const refused = await resolve(t, organizer, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again/i);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another organizer's look-ups are theirs.
    expect((await resolve(t, other, body)).statusCode).toBe(200);
  });

  it('needs the CSRF header to save', async () => {
    const { 'x-xsrf-token': _token, ...withoutCsrf } = organizer.headers as Record<string, string>;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/organizer/payout-account',
      headers: withoutCsrf,
      payload: { bankCode: '058', accountNumber: '0123456789', accountName: 'X' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('payout account through Paystack (loopback)', () => {
  const SECRET = 'sk_test_payout_routes';
  let fake: FakePaystack;
  let t: TestApp;
  let organizer: SignedInOrganizer;
  beforeAll(async () => {
    fake = await startFakePaystack(SECRET);
    fake.addAccount('058', '0123456789', 'OBI ADAEZE');
    t = await createTestApp({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_PUBLIC_KEY: 'pk_test_payout_routes',
      PAYSTACK_BASE_URL: fake.baseUrl,
      PAYSTACK_TIMEOUT_MS: '1500',
    });
    organizer = await createSignedInOrganizer(t.app, { subaccountCode: null });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const good = { bankCode: '058', accountNumber: '0123456789' };

  it('a 5xx on the bank list is a 503 with a sentence; the list is then kept', async () => {
    fake.failNext('5xx', '/bank?');
    const down = await t.app.inject({ url: '/api/organizer/banks', headers: organizer.headers });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: payoutMessages.banksUnavailable });
    const up = await t.app.inject({ url: '/api/organizer/banks', headers: organizer.headers });
    expect(up.statusCode).toBe(200);
    expect(up.json().banks).toContainEqual({ code: '50211', name: 'Kuda Bank' });
  });

  it('resolves through Paystack; an unresolvable account or an unknown bank is a 422', async () => {
    expect((await resolve(t, organizer, good)).json()).toEqual({
      accountName: 'OBI ADAEZE',
      bankName: 'Guaranty Trust Bank',
    });
    const nobody = await resolve(t, organizer, { ...good, accountNumber: '0999999999' });
    expect([nobody.statusCode, nobody.json().message]).toEqual([422, payoutMessages.unresolvable]);
    const unknown = await resolve(t, organizer, { ...good, bankCode: '999' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, payoutMessages.unknownBank]);
  });

  it.each(['5xx', 'timeout', 'malformed'] as const)(
    'a %s while resolving or creating the subaccount is a 503 and nothing is half-created',
    async (kind) => {
      const before = await rowOf(t, organizer.organizerId);
      const subaccounts = fake.subaccounts.length;
      fake.failNext(kind, '/bank/resolve');
      const resolving = await resolve(t, organizer, good);
      expect([resolving.statusCode, resolving.json().message]).toEqual([503, payoutMessages.unavailable]);
      fake.failNext(kind, '/subaccount');
      const saving = await save(t, organizer, { ...good, accountName: 'OBI ADAEZE' });
      expect([saving.statusCode, saving.json().message]).toEqual([503, payoutMessages.unavailable]);
      expect(await rowOf(t, organizer.organizerId)).toEqual(before);
      expect(fake.subaccounts).toHaveLength(subaccounts);
    },
  );

  it('saves: resolves again, creates the subaccount with the commission percent, stores its code', async () => {
    fake.requests.length = 0;
    const res = await save(t, organizer, { ...good, accountName: 'Obi  Adaeze' });
    expect(res.statusCode).toBe(200);
    const created = fake.subaccounts.at(-1);
    expect(created).toMatchObject({ bankCode: '058', accountNumber: '0123456789', percentageCharge: 10 });
    expect(res.json()).toEqual({
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountLast4: '6789',
      accountName: 'OBI ADAEZE',
      subaccountCode: created?.subaccountCode,
    });
    expect(fake.requests.map((r) => r.path.split('?')[0])).toEqual(['/bank/resolve', '/subaccount']);
    expect((await rowOf(t, organizer.organizerId)).subaccount_code).toBe(created?.subaccountCode);
  });
});
