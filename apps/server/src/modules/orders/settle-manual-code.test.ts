import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { startOrder } from '../../../test/checkout-helpers.ts';
import { paidOrder, simulatorPost, ticketEmails } from '../../../test/simulator-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/schema.ts';
import { choosePaymentProvider } from '../payments/providers.ts';
import { checkoutService } from './checkout-service.ts';

// A ticket's manual code is 40 random bits, drawn without first looking whether another ticket
// has it (newManualCode): the unique index refuses a taken one, and the settle draws again. Here
// the first ticket insert of a settle binds a code another ticket has, through the real database
// (SQLite, or the PostgreSQL of TEST_DATABASE_URL, where the refusal aborts the transaction).

let t: TestApp;
let buyer: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
});
afterAll(() => t.close());

/** Where a ticket's insert binds its manual code, or -1 for any other statement. */
function manualCodeParameter(sql: string): number {
  if (!sql.startsWith('insert into "tickets"')) return -1;
  const bound = /(\?|\$(\d+)) as "manual_code"/.exec(sql);
  if (!bound) return -1;
  // PostgreSQL numbers its parameters; SQLite's are the question marks in order.
  return bound[2] ? Number(bound[2]) - 1 : sql.slice(0, bound.index).split('?').length - 1;
}

/** The checkout over the test's database, whose first ticket insert binds `takenCode` instead of the code drawn. */
function checkoutDrawing(takenCode: string) {
  const { simulator } = choosePaymentProvider(t.config, t.database.db);
  if (!simulator) throw new Error('these tests run on the simulator');
  let substituted = 0;
  const bind = (target: object, property: string | symbol) => {
    const value = Reflect.get(target, property, target);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  const drawingTaken = (trx: Transaction<Database>) =>
    new Proxy(trx, {
      get(target, property) {
        if (property !== 'executeQuery') return bind(target, property);
        return (query: CompiledQuery) => {
          const at = manualCodeParameter(query.sql);
          if (at === -1 || substituted > 0) return target.executeQuery(query);
          substituted += 1;
          return target.executeQuery({
            ...query,
            parameters: query.parameters.map((v, i) => (i === at ? takenCode : v)),
          });
        };
      },
    });
  const db = new Proxy(t.database.db, {
    get(target, property) {
      if (property !== 'transaction') return bind(target, property);
      return () => {
        const builder = target.transaction();
        return new Proxy(builder, {
          get(builderTarget, builderProperty) {
            if (builderProperty !== 'execute') return bind(builderTarget, builderProperty);
            return <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
              builderTarget.execute((trx) => work(drawingTaken(trx)));
          },
        });
      };
    },
  }) as Kysely<Database>;
  const checkout = checkoutService({ db, config: t.config, provider: simulator, log: t.app.log });
  return { checkout, simulator, substituted: () => substituted };
}

const ticketsOf = (orderId: string) =>
  t.database.db.selectFrom('tickets').select(['id', 'manual_code']).where('order_id', '=', orderId).execute();

describe("a ticket's manual code that another ticket has", () => {
  it('is refused by the unique index and drawn again: the order is paid with one ticket and its emails', async () => {
    // A first order, paid and settled the usual way (Pay, then the simulator's webhook).
    const firstReference = await startOrder(t.app, buyer, { ticketQuantity: 1 });
    expect((await simulatorPost(t.app, buyer, firstReference, 'pay')).statusCode).toBe(200);
    const first = await paidOrder(t.database, firstReference);
    const [firstTicket] = await ticketsOf(first.id);
    const takenCode = firstTicket?.manual_code;
    if (!takenCode) throw new Error('the first ticket has no manual code');

    // A second, settled by a checkout whose first ticket insert binds the first ticket's code.
    const { checkout, simulator, substituted } = checkoutDrawing(takenCode);
    const reference = await startOrder(t.app, buyer, { ticketQuantity: 1 });
    expect(await simulator.pay(reference, 'card')).toBe(true);
    expect(await checkout.settle(reference, await simulator.verify(reference))).toBe('paid');

    expect(substituted()).toBe(1);
    const second = await paidOrder(t.database, reference);
    const tickets = await ticketsOf(second.id);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.manual_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(tickets[0]?.manual_code).not.toBe(takenCode);
    expect(await ticketsOf(first.id)).toEqual([firstTicket]);
    // The refused attempt's emails went with its transaction: the order has one set.
    expect(await ticketEmails(t.database, second.id)).toEqual(await ticketEmails(t.database, first.id));
  });
});
