import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import {
  chargeSuccess as chargeWebhook,
  postWebhook as postSignedWebhook,
  startOrder,
  verify,
} from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { choosePaymentProvider } from '../payments/providers.ts';
import { signWebhook } from '../payments/webhook-signature.ts';

let t: TestApp;
let buyer: SignedInUser;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
  secret = choosePaymentProvider(t.config, t.database.db).provider.webhookSecret;
});
afterAll(() => t.close());

const chargeSuccess = (reference: string, amount = 600000, currency = 'NGN') =>
  chargeWebhook(reference, amount, currency);

/** `signature` null sends none; by default the body is signed with the right key. */
const postWebhook = (raw: string, signature?: string | null) =>
  postSignedWebhook(t.app, raw, secret, ...(signature === undefined ? [] : [signature]));

const orderStatus = async (reference: string) =>
  (
    await t.database.db
      .selectFrom('orders')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).status;

const ticketCount = async (reference: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/paystack/webhook', () => {
  it('a signed charge.success pays the order and issues one ticket; replays change nothing', async () => {
    const reference = await startOrder(t.app, buyer);
    const raw = chargeSuccess(reference);
    const first = await postWebhook(raw);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await orderStatus(reference)).toBe('paid');
    for (let i = 0; i < 3; i += 1) expect((await postWebhook(raw)).statusCode).toBe(200);
    expect(await ticketCount(reference)).toBe(1);
  });

  it.each([
    ['no signature', null],
    ['a wrong signature', 'ab'.repeat(64)],
    ['a signature made with another key', signWebhook('{}', 'another-key')],
  ])('refuses %s with 401 and changes nothing', async (_case, signature) => {
    const reference = await startOrder(t.app, buyer);
    const res = await postWebhook(chargeSuccess(reference), signature);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'The webhook signature is missing or wrong.' });
    expect(await orderStatus(reference)).toBe('pending');
    expect(await ticketCount(reference)).toBe(0);
  });

  it('a signature over other bytes (the body edited after signing) is refused', async () => {
    const reference = await startOrder(t.app, buyer);
    const signed = chargeSuccess(reference, 100);
    const res = await postWebhook(chargeSuccess(reference), signWebhook(signed, secret));
    expect(res.statusCode).toBe(401);
  });

  it('a signed payment of the wrong amount or currency is refused and changes nothing', async () => {
    const reference = await startOrder(t.app, buyer);
    for (const raw of [chargeSuccess(reference, 100), chargeSuccess(reference, 600000, 'USD')]) {
      const res = await postWebhook(raw);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'The amount paid does not match the order. Please contact support.' });
    }
    expect(await orderStatus(reference)).toBe('pending');
  });

  it('acknowledges other events and unknown references without changing anything', async () => {
    const reference = await startOrder(t.app, buyer);
    const transfer = JSON.stringify({ event: 'transfer.success', data: { reference } });
    expect((await postWebhook(transfer)).json()).toEqual({ received: true });
    expect((await postWebhook(chargeSuccess('OWB-cccccccccccccccccccccccc'))).json()).toEqual({ received: true });
    expect((await postWebhook(chargeSuccess('someone-elses-ref'))).json()).toEqual({ received: true });
    expect(await orderStatus(reference)).toBe('pending');
  });

  it('answers 400 to signed bodies that are not JSON or not an event', async () => {
    expect((await postWebhook('not json')).statusCode).toBe(400);
    const notEvent = await postWebhook(JSON.stringify([1, 2]));
    expect(notEvent.statusCode).toBe(400);
    expect(notEvent.json()).toEqual({ message: 'The webhook body is not a Paystack event.' });
  });

  it('needs no CSRF token (the provider posts cross-site)', async () => {
    const reference = await startOrder(t.app, buyer);
    const res = await postWebhook(chargeSuccess(reference));
    expect(res.statusCode).toBe(200);
    expect((await verify(t.app, reference)).json().data.orderStatus).toBe('paid');
  });
});
