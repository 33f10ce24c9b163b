import { checkoutMessages, simulatorMessages } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { startOrder, verify } from '../../../test/checkout-helpers.ts';
import {
  countWebhooks,
  orderOf,
  paidOrder,
  simulatedPayment,
  simulatorPost,
  ticketEmails,
} from '../../../test/simulator-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { choosePaymentProvider } from './providers.ts';
import { ARRIVALS_CHECK_MS } from './simulator-webhooks.ts';

// The simulator's channels through the real checkout: a signed-in buyer initializes an order
// (POST /api/initialize-transaction), then pays it the way the pop-up does. Transfers and USSD
// payments arrive one second after the buyer says they are sent; a webhook not taken is posted
// again a second later.
let t: TestApp;
let buyer: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ SIMULATOR_SETTLE_DELAY_SECONDS: '1', SIMULATOR_WEBHOOK_RETRY_SECONDS: '1' });
  buyer = await createSignedInUser(t.app);
});
afterAll(() => t.close());

// The buyer of each order: the simulator answers an order's own buyer only (simulator-routes.ts).
const owners = new Map<string, SignedInUser>();
const post = (reference: string, action: Parameters<typeof simulatorPost>[3], payload?: unknown) =>
  simulatorPost(t.app, owners.get(reference) ?? buyer, reference, action, payload);
const row = (reference: string) => simulatedPayment(t.database, reference);
const provider = () => choosePaymentProvider(t.config, t.database.db).provider;
// A buyer of its own per order: an account holds one order per event at a time (decision 21).
const order = async () => {
  const owner = await createSignedInUser(t.app);
  const reference = await startOrder(t.app, owner);
  owners.set(reference, owner);
  return reference;
};

describe('the served pop-up script', () => {
  it('carries the banks, decline reasons and test code the server knows', async () => {
    const res = await t.app.inject({ url: '/api/payment-simulator/inline.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('window.PaystackPop');
    // Written in by the bundler as a JavaScript object literal (esbuild's `define`, decision 29).
    expect(res.body).not.toMatch(/= SIMULATOR_DATA\b/);
    expect(res.body).toContain('banks: [{ id: "gtbank", name: "GTBank", ussd: "737" }');
    expect(res.body).toContain('insufficient_funds: "Declined: insufficient funds"');
    expect(res.body).toContain('otp: "123456"');
  });
});

describe('bank transfer', () => {
  it('gives an account of its own for the exact amount for 30 minutes; the payment is ongoing, not failed', async () => {
    const reference = await order();
    const before = Date.now();
    const res = await post(reference, 'transfer');
    expect(res.statusCode).toBe(200);
    const account = res.json();
    expect(account).toMatchObject({
      bankName: 'Titan Trust Bank (test)',
      accountName: 'Owambe Tickets Checkout',
      amount: 600000,
      currency: 'NGN',
    });
    expect(account.accountNumber).toMatch(/^[1-9]\d{9}$/);
    const expires = Date.parse(account.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000 + 1000);

    // Chosen again (the buyer went to another tab and back): the same account and deadline.
    expect((await post(reference, 'transfer')).json()).toEqual(account);
    // Another payment, another account.
    expect((await post(await order(), 'transfer')).json().accountNumber).not.toBe(account.accountNumber);

    expect(await row(reference)).toMatchObject({ status: 'ongoing', channel: 'bank_transfer', settles_at: null });
    expect((await provider().verify(reference)).status).toBe('ongoing');
    const { data } = (await verify(t.app, reference)).json();
    // The channel, so the waiting page names the transfer (decision 44).
    expect(data).toMatchObject({ status: 'ongoing', orderStatus: 'pending', ticket: null, channel: 'bank_transfer' });
  });

  it("'I have sent the money': the money arrives after the delay and the webhook alone pays the order, ticket and email", async () => {
    const reference = await order();
    await post(reference, 'transfer');
    const sent = await post(reference, 'transfer-sent');
    expect(sent.statusCode).toBe(200);
    const { settlesAt } = sent.json();
    expect(sent.json()).toEqual({ reference, status: 'ongoing', settlesAt });
    expect(Date.parse(settlesAt) - Date.now()).toBeGreaterThan(500);
    // Said twice (a double click): the same arrival.
    expect((await post(reference, 'transfer-sent')).json()).toEqual(sent.json());
    // Not yet: verify still says it is on its way.
    expect((await provider().verify(reference)).status).toBe('ongoing');

    const paid = await paidOrder(t.database, reference);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(settlesAt));
    expect(await row(reference)).toMatchObject({
      status: 'success',
      channel: 'bank_transfer',
      gateway_response: 'Successful',
      paid_at: settlesAt,
    });
    expect((await row(reference)).webhook_sent_at).not.toBeNull();
    const ticket = await t.database.db.selectFrom('tickets').selectAll().where('order_id', '=', paid.id).execute();
    expect(ticket).toHaveLength(1);
    expect(await ticketEmails(t.database, paid.id)).toEqual([
      expect.objectContaining({ to_address: 'ada.obi@example.com' }),
    ]);
    expect(await provider().verify(reference)).toMatchObject({ status: 'success', reason: 'Successful' });
  });

  it('arrive: the bank reports the money now, before any delay; a second arrive is refused', async () => {
    const reference = await order();
    await post(reference, 'transfer');
    const arrived = await post(reference, 'arrive');
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json()).toEqual({ reference, status: 'success', gatewayResponse: 'Successful' });
    await paidOrder(t.database, reference, 2000);

    const again = await post(reference, 'arrive');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: simulatorMessages.alreadyPaid });
    // Nothing in flight: nothing can arrive.
    const pending = await post(await order(), 'arrive');
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ message: simulatorMessages.nothingInFlight });
  });

  it('an expired account takes no money; choosing bank transfer again opens a new one', async () => {
    const reference = await order();
    await post(reference, 'transfer');
    const past = new Date(Date.now() - 1000).toISOString();
    await t.database.db
      .updateTable('simulated_payments')
      .set({ expires_at: past })
      .where('reference', '=', reference)
      .execute();
    const late = await post(reference, 'transfer-sent');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: simulatorMessages.transferExpired });
    const fresh = (await post(reference, 'transfer')).json();
    expect(Date.parse(fresh.expiresAt)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await post(reference, 'transfer-sent')).statusCode).toBe(200);
  });
});

describe('USSD', () => {
  it("gives a dial code with the chosen bank's real prefix, and settles by webhook after 'I have dialled the code'", async () => {
    const reference = await order();
    const gtbank = await post(reference, 'ussd', { bank: 'gtbank' });
    expect(gtbank.statusCode).toBe(200);
    expect(gtbank.json()).toMatchObject({ bankName: 'GTBank', amount: 600000 });
    expect(gtbank.json().dialCode).toMatch(/^\*737\*000\*\d{4}#$/);
    // The buyer picks another bank: its prefix, the same payment code.
    const uba = (await post(reference, 'ussd', { bank: 'uba' })).json();
    expect(uba.dialCode).toBe(gtbank.json().dialCode.replace('*737*', '*919*'));
    for (const [bank, prefix] of [
      ['access', '901'],
      ['zenith', '966'],
      ['firstbank', '894'],
    ]) {
      expect((await post(reference, 'ussd', { bank })).json().dialCode).toMatch(new RegExp(`^\\*${prefix}\\*000\\*`));
    }
    expect(await row(reference)).toMatchObject({ status: 'ongoing', channel: 'ussd' });
    expect((await verify(t.app, reference)).json().data).toMatchObject({
      status: 'ongoing',
      orderStatus: 'pending',
      channel: 'ussd',
    });

    // The transfer route is for transfers only.
    const wrong = await post(reference, 'transfer-sent');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ message: simulatorMessages.noTransfer });

    const dialled = await post(reference, 'ussd-dialled');
    expect(dialled.statusCode).toBe(200);
    expect(dialled.json()).toMatchObject({ reference, status: 'ongoing' });
    const paid = await paidOrder(t.database, reference);
    expect(await row(reference)).toMatchObject({ status: 'success', channel: 'ussd' });
    expect(await ticketEmails(t.database, paid.id)).toHaveLength(1);
  });

  it("'I have dialled the code' before choosing a bank is refused", async () => {
    const res = await post(await order(), 'ussd-dialled');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: simulatorMessages.noUssd });
  });
});

describe('pay with bank, card and decline', () => {
  it("the bank's approve step pays at once, like card, and records the channel", async () => {
    const reference = await order();
    const res = await post(reference, 'pay', { channel: 'bank' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reference, status: 'success', gatewayResponse: 'Approved' });
    expect((await verify(t.app, reference)).json().data).toMatchObject({ status: 'success', orderStatus: 'paid' });
    expect(await row(reference)).toMatchObject({ status: 'success', channel: 'bank' });
    // Pay without a channel is the card, as the pop-up always sent it.
    const card = await order();
    expect((await post(card, 'pay')).statusCode).toBe(200);
    expect((await row(card)).channel).toBe('card');
  });

  it("Decline gives the provider's reason: in its answer, the stored gateway_response and verify", async () => {
    const reference = await order();
    const res = await post(reference, 'decline', { channel: 'card', reason: 'insufficient_funds' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reference, status: 'failed', gatewayResponse: 'Declined: insufficient funds' });
    expect(await row(reference)).toMatchObject({ gateway_response: 'Declined: insufficient funds', channel: 'card' });
    expect(await provider().verify(reference)).toMatchObject({
      status: 'failed',
      reason: 'Declined: insufficient funds',
    });
    expect((await verify(t.app, reference)).json().data).toMatchObject({ status: 'failed', ticket: null });

    const bank = await order();
    await post(bank, 'decline', { channel: 'bank', reason: 'do_not_honour' });
    expect(await provider().verify(bank)).toMatchObject({ status: 'failed', reason: 'Declined: do not honour' });
    // No reason given: Paystack's plain word.
    const plain = await order();
    expect((await post(plain, 'decline')).json().gatewayResponse).toBe('Declined');
  });

  it('a payment cannot be both declined and paid, in either order or at the same moment', async () => {
    const paidFirst = await order();
    expect((await post(paidFirst, 'pay')).statusCode).toBe(200);
    const decline = await post(paidFirst, 'decline');
    expect(decline.statusCode).toBe(409);
    expect(decline.json()).toEqual({ message: simulatorMessages.alreadyPaid });

    const declinedFirst = await order();
    expect((await post(declinedFirst, 'decline')).statusCode).toBe(200);
    const pay = await post(declinedFirst, 'pay');
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual({ message: simulatorMessages.alreadyDeclined });
    expect((await post(declinedFirst, 'pay', { channel: 'bank' })).statusCode).toBe(409);

    // Ten Pays and ten Declines at once: every answer that succeeded says the same outcome.
    const raced = await order();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(raced, n % 2 ? 'pay' : 'decline', { channel: n % 4 < 2 ? 'card' : 'bank' }),
      ),
    );
    const stored = (await row(raced)).status;
    expect(['success', 'failed']).toContain(stored);
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.json().status).toBe(stored);
      else expect(answer.statusCode).toBe(409);
    }
    expect(answers.some((answer) => answer.statusCode === 409)).toBe(true);
  });

  it('a buyer who looked at the transfer account may still pay by card; once the money is sent, not any more', async () => {
    const switched = await order();
    await post(switched, 'transfer');
    expect((await post(switched, 'pay')).statusCode).toBe(200);
    expect(await row(switched)).toMatchObject({ status: 'success', channel: 'card' });

    const sent = await order();
    await post(sent, 'transfer');
    await post(sent, 'transfer-sent');
    for (const [action, payload] of [
      ['pay', {}],
      ['decline', {}],
      ['transfer', {}],
      ['ussd', { bank: 'gtbank' }],
    ] as const) {
      const res = await post(sent, action, payload);
      expect(res.statusCode, action).toBe(409);
      expect(res.json()).toEqual({ message: simulatorMessages.onItsWay });
    }
  });
});

describe('refusals', () => {
  it('another account or a guest acting on a payment is told the reference is unknown (404), and nothing changes; its buyer still pays', async () => {
    const reference = await order();
    const owner = owners.get(reference) as SignedInUser;
    const stranger = await createSignedInUser(t.app);
    const guest = await getCsrf(t.app);
    const unknown = { message: checkoutMessages.referenceUnknown };
    const steps = [
      ['pay', {}],
      ['decline', { reason: 'insufficient_funds' }],
      ['transfer', {}],
      ['transfer-sent', {}],
      ['ussd', { bank: 'gtbank' }],
      ['ussd-dialled', {}],
      ['arrive', {}],
    ] as const;
    const tryAll = async (when: string) => {
      for (const headers of [stranger.headers, guest.headers]) {
        for (const [action, payload] of steps) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/payment-simulator/transactions/${reference}/${action}`,
            headers,
            payload,
          });
          expect(res.statusCode, `${when}: ${action}`).toBe(404);
          expect(res.json()).toEqual(unknown);
        }
        const read = await t.app.inject({ url: `/api/payment-simulator/transactions/${reference}`, headers });
        expect(read.statusCode, `${when}: read`).toBe(404);
        expect(read.json()).toEqual(unknown);
      }
    };

    await tryAll('pending');
    expect(await row(reference)).toMatchObject({ status: 'pending', channel: null, webhook_sent_at: null });
    // The buyer opened a transfer: its money may arrive (arrive) or it may be declined, by them only.
    expect((await post(reference, 'transfer')).statusCode).toBe(200);
    const ongoing = await row(reference);
    await tryAll('ongoing');
    expect(await row(reference)).toEqual(ongoing);
    expect((await orderOf(t.database, reference)).status).toBe('pending');

    // The buyer's own session, once it has expired, is nobody's either.
    const sessions = () =>
      t.database.db.selectFrom('sessions').select(['id', 'expires_at']).where('user_id', '=', owner.user.id);
    const [session] = await sessions().execute();
    if (!session) throw new Error('the owner has no session');
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', session.id)
      .execute();
    try {
      expect((await post(reference, 'arrive')).statusCode).toBe(404);
    } finally {
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: session.expires_at })
        .where('id', '=', session.id)
        .execute();
    }
    expect(await row(reference)).toEqual(ongoing);

    // Its buyer: the read, then the money arrives, and the webhook pays the order.
    const read = await t.app.inject({
      url: `/api/payment-simulator/transactions/${reference}`,
      headers: owner.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ reference, status: 'ongoing', channel: 'bank_transfer' });
    const arrived = await post(reference, 'arrive');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json()).toEqual({ reference, status: 'success', gatewayResponse: 'Successful' });
    expect((await paidOrder(t.database, reference, 2000)).status).toBe('paid');
  });

  it("its buyer's Decline still declines, after another account's was refused", async () => {
    const reference = await order();
    const stranger = await createSignedInUser(t.app);
    const refused = await simulatorPost(t.app, stranger, reference, 'decline', { reason: 'do_not_honour' });
    expect(refused.statusCode).toBe(404);
    expect(await row(reference)).toMatchObject({ status: 'pending', gateway_response: null });
    const declined = await post(reference, 'decline', { reason: 'do_not_honour' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ reference, status: 'failed', gatewayResponse: 'Declined: do not honour' });
  });

  it('answers 404 with a sentence for an unknown reference, 400 for a malformed one, on every route', async () => {
    for (const action of ['pay', 'decline', 'transfer', 'transfer-sent', 'ussd', 'ussd-dialled', 'arrive'] as const) {
      const unknown = await post('OWB-aaaaaaaaaaaaaaaaaaaaaaaa', action, action === 'ussd' ? { bank: 'uba' } : {});
      expect(unknown.statusCode, action).toBe(404);
      expect(unknown.json()).toEqual({ message: checkoutMessages.referenceUnknown });
      const malformed = await post('not-a-reference', action, action === 'ussd' ? { bank: 'uba' } : {});
      expect(malformed.statusCode, action).toBe(400);
    }
  });

  it.each([
    ['pay', { channel: 'ussd' }, "channel must be 'card' or 'bank'."],
    ['pay', [], 'The request body must be a JSON object.'],
    ['decline', { reason: 'stolen card' }, 'reason must be one of: insufficient_funds, do_not_honour'],
    ['decline', { channel: 'bank_transfer' }, "channel must be 'card' or 'bank'."],
    ['ussd', {}, 'bank must be one of: gtbank, access, zenith, firstbank, uba.'],
    ['ussd', { bank: 'kuda' }, 'bank must be one of: gtbank, access, zenith, firstbank, uba.'],
  ] as const)('POST %s with %j: 400 and a sentence, nothing changed', async (action, payload, message) => {
    const reference = await order();
    const res = await post(reference, action, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await row(reference)).toMatchObject({ status: 'pending', channel: null });
  });

  it('refuses a channel PAYMENT_CHANNELS leaves out', async () => {
    const cardOnly = await createTestApp({ PAYMENT_CHANNELS: 'card' });
    try {
      const someone = await createSignedInUser(cardOnly.app);
      const reference = await startOrder(cardOnly.app, someone);
      const config = (await cardOnly.app.inject({ url: '/api/config' })).json();
      expect(config.payment.channels).toEqual(['card']);
      for (const [action, payload, words] of [
        ['transfer', {}, 'bank transfer'],
        ['ussd', { bank: 'gtbank' }, 'USSD'],
        ['pay', { channel: 'bank' }, 'bank'],
      ] as const) {
        const res = await simulatorPost(cardOnly.app, someone, reference, action, payload);
        expect(res.statusCode, action).toBe(409);
        expect(res.json()).toEqual({ message: simulatorMessages.channelOff(words) });
      }
      expect((await simulatorPost(cardOnly.app, someone, reference, 'pay')).statusCode).toBe(200);
    } finally {
      await cardOnly.close();
    }
  });
});

describe('arrivals nobody is waiting for, and webhooks that fail', () => {
  it("verify reports a due transfer as paid (the provider's record is the truth) and records it; the webhook follows once", async () => {
    const reference = await order();
    await post(reference, 'transfer');
    // Due already, as if another process had set it and stopped before its timer fired.
    const past = new Date(Date.now() - 5000).toISOString();
    await t.database.db
      .updateTable('simulated_payments')
      .set({ settles_at: past })
      .where('reference', '=', reference)
      .execute();
    const posts = countWebhooks(t.app);
    try {
      expect(await provider().verify(reference)).toMatchObject({ status: 'success', reason: 'Successful' });
      expect(await row(reference)).toMatchObject({ status: 'success', paid_at: past });
      expect((await verify(t.app, reference)).json().data).toMatchObject({ status: 'success', orderStatus: 'paid' });
      // The periodic check still posts its webhook, once; the order stays paid with one ticket.
      await vi.waitFor(async () => expect((await row(reference)).webhook_sent_at).not.toBeNull(), {
        timeout: ARRIVALS_CHECK_MS * 2,
        interval: 50,
      });
      await vi.waitFor(() => expect(posts.of(reference)).toBe(1), { timeout: 2000, interval: 20 });
      const paid = await orderOf(t.database, reference);
      expect(await ticketEmails(t.database, paid.id)).toHaveLength(1);
    } finally {
      posts.restore();
    }
  });

  it('an arrival due while no timer waits for it (a restart) is delivered by the periodic check', async () => {
    const reference = await order();
    await post(reference, 'ussd', { bank: 'zenith' });
    // Dialled, and due a second ago, by a process that stopped before its timer fired.
    const due = new Date(Date.now() - 1000).toISOString();
    await t.database.db
      .updateTable('simulated_payments')
      .set({ settles_at: due, webhook_next_at: due })
      .where('reference', '=', reference)
      .execute();
    const paid = await paidOrder(t.database, reference, ARRIVALS_CHECK_MS * 2);
    expect(await ticketEmails(t.database, paid.id)).toHaveLength(1);
  });

  it('a webhook that could not be posted is posted again by a later check', async () => {
    const posts = countWebhooks(t.app, { failFirst: true });
    try {
      const reference = await order();
      await post(reference, 'transfer');
      await post(reference, 'arrive');
      await paidOrder(t.database, reference, ARRIVALS_CHECK_MS * 3);
      expect(posts.of(reference)).toBe(1);
      // The first attempt failed, the second was taken (200): no more attempts are due.
      await vi.waitFor(async () => expect((await row(reference)).webhook_delivered_at).not.toBeNull(), {
        timeout: 2000,
        interval: 20,
      });
      expect(await row(reference)).toMatchObject({ webhook_attempts: 2, webhook_next_at: null });
    } finally {
      posts.restore();
    }
  });
});

describe('two processes on one database', () => {
  it('post exactly one webhook per payment, whichever of them sets, times and checks the arrival', async () => {
    const shared = await createTestApp({ SIMULATOR_SETTLE_DELAY_SECONDS: '0' });
    try {
      const other = await shared.secondProcess();
      // A buyer per order: an account holds one order per event at a time (decision 21), and the
      // simulator answers each order's own buyer only.
      const buyers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(shared.app)));
      const first = countWebhooks(shared.app);
      const second = countWebhooks(other);
      const references = await Promise.all(buyers.map((each) => startOrder(shared.app, each)));
      await Promise.all(
        references.map(async (reference, n) => {
          const someone = buyers[n] as SignedInUser;
          const both = async (action: Parameters<typeof simulatorPost>[3], payload?: unknown) =>
            Promise.all([
              simulatorPost(shared.app, someone, reference, action, payload),
              simulatorPost(other, someone, reference, action, payload),
            ]);
          if (n % 3 === 0) {
            // Both say the transfer is sent at once: both keep a timer for the same arrival.
            await simulatorPost(shared.app, someone, reference, 'transfer');
            const answers = await both('transfer-sent');
            expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
          } else if (n % 3 === 1) {
            await simulatorPost(other, someone, reference, 'ussd', { bank: 'access' });
            await both('ussd-dialled');
          } else {
            // The bank reports the same arrival to both: one wins, the other is told it is paid.
            await simulatorPost(shared.app, someone, reference, 'transfer');
            const answers = await both('arrive');
            expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
          }
        }),
      );
      for (const reference of references) await paidOrder(shared.database, reference);
      // Longer than a periodic check, so a second post by either process would have happened.
      await new Promise((resolve) => setTimeout(resolve, ARRIVALS_CHECK_MS + 500));
      for (const reference of references) {
        expect(first.of(reference) + second.of(reference), reference).toBe(1);
        const paid = await orderOf(shared.database, reference);
        expect(await ticketEmails(shared.database, paid.id)).toHaveLength(1);
      }
      // Both processes posted some: the claim, not one process doing everything, kept them single.
      expect(first.all.length).toBeGreaterThan(0);
      expect(second.all.length).toBeGreaterThan(0);
    } finally {
      await shared.close();
    }
  });
});
