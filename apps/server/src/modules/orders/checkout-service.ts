import {
  checkoutMessages,
  type InitializeTransactionResponse,
  messages,
  type OrderStatus,
  type Ticket,
  type UserProfile,
  type VerifyTransactionResponse,
} from '@storefront/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import { regularTicketTypeId } from '../../db/seed.ts';
import { httpError } from '../../plugins/error-handler.ts';
import { outboxRepository } from '../outbox/outbox-repository.ts';
import {
  type PaymentProvider,
  ProviderRejectedError,
  ProviderUnavailableError,
  type VerifiedTransaction,
} from '../payments/payment-provider.ts';
import { refundPendingEmail } from '../tickets/ticket-email.ts';
import { enqueueTicketEmails as enqueueTicketEmailsFor, type TicketEvent } from '../tickets/ticket-outbox.ts';
import { insertTicket, ticketLookups, ticketsWithOrderAndEvent } from '../tickets/tickets-repository.ts';
import { type OrderRow, ordersRepository } from './orders-repository.ts';
import { newReference, newTicketId } from './references.ts';

export interface OrderRequest {
  eventId: string;
  ticketQuantity: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  isGift: boolean;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail?: string | undefined;
}

export interface CheckoutDeps {
  db: Kysely<Database>;
  config: Config;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

export type CheckoutService = ReturnType<typeof checkoutService>;

/**
 * The purchase (DESIGN §4): initialize places a hold and a pending order; settle turns a
 * verified payment into a paid order and exactly one ticket, whichever of verify and the
 * webhook comes first and however many times they come; holds that run out give their seats back.
 */
export function checkoutService({ db, config, provider, log }: CheckoutDeps) {
  const ticketContext = { secret: config.SESSION_SECRET, publicUrl: config.PUBLIC_URL };
  const holdMs = config.ORDER_HOLD_MINUTES * 60_000;
  const tickets = ticketLookups(db, ticketContext);
  // The purchase's hot reads, compiled once (db/compiled-query.ts).
  const orderByReference = compileOnce((reference: string) =>
    db.selectFrom('orders').selectAll().where('reference', '=', reference),
  );
  const findOrder = async (reference: string) => (await orderByReference(db, reference)).rows[0];
  const eventForSale = compileOnce((eventId: string, ticketTypeId: string) =>
    db
      .selectFrom('events')
      .innerJoin('ticket_types', 'ticket_types.event_id', 'events.id')
      .select([
        'events.id',
        'events.title',
        'events.starts_at',
        'events.subaccount_code',
        'events.status',
        'ticket_types.id as ticket_type_id',
        'ticket_types.price',
      ])
      .where('events.id', '=', eventId)
      .where('ticket_types.id', '=', ticketTypeId),
  );

  /** Gives back the seats of one pending order, as `status` ('expired' or 'failed'). True if it did. */
  async function release(
    order: Pick<OrderRow, 'id' | 'event_id' | 'quantity'>,
    status: 'expired' | 'failed',
    now: Date,
  ) {
    return db.transaction().execute(async (trx) => {
      const orders = ordersRepository(trx);
      const released = await orders.transition(
        order.id,
        { status: 'pending', holdsSeats: 1 },
        { status, holdsSeats: 0 },
        now,
      );
      if (released) await orders.returnSeats(order.event_id, Number(order.quantity));
      return released;
    });
  }

  async function releaseExpiredHolds(now: Date, eventId?: string): Promise<number> {
    let count = 0;
    for (const order of await ordersRepository(db).expiredHolds(now, eventId)) {
      if (await release(order, 'expired', now)) count += 1;
    }
    return count;
  }

  /** Emails written in the same transaction as the ticket, so they exist if and only if it does. */
  const enqueueTicketEmails = (trx: Kysely<Database>, order: OrderRow, ticketId: string, event: TicketEvent) =>
    enqueueTicketEmailsFor(trx, ticketContext, order, ticketId, event);

  /**
   * One attempt to settle a paid order from the state it was read in. Returns the new status,
   * or null when another request changed the order first (the caller reads it again).
   */
  async function settleOnce(order: OrderRow, now: Date): Promise<OrderStatus | null> {
    return db.transaction().execute(async (trx) => {
      const orders = ordersRepository(trx);
      const quantity = Number(order.quantity);
      // A pending order still holds its seats; an expired or cancelled one gave them back.
      const held = order.status === 'pending';
      const from = { status: order.status, holdsSeats: held ? (1 as const) : (0 as const) };
      if (!(await orders.transition(order.id, from, { status: 'paid', holdsSeats: 1, paidAt: now.toISOString() }, now)))
        return null;
      const event = await trx
        .selectFrom('events')
        .select(['title', 'starts_at', 'time_zone', 'venue', 'city', 'status'])
        .where('id', '=', order.event_id)
        .executeTakeFirstOrThrow();
      // No ticket for an event cancelled while the buyer paid, nor when the seats the order gave
      // back are gone: the payment is kept as refund_pending and refunded from the back office.
      const cancelled = event.status === 'cancelled';
      const seated = !cancelled && (held || (await orders.takeSeats(order.event_id, quantity)));
      if (!seated) {
        if (held) await orders.returnSeats(order.event_id, quantity);
        await orders.transition(
          order.id,
          { status: 'paid', holdsSeats: 1 },
          { status: 'refund_pending', holdsSeats: 0 },
          now,
        );
        await outboxRepository(trx).enqueue(
          refundPendingEmail({
            to: order.email,
            firstName: order.first_name,
            eventTitle: event.title,
            message: cancelled ? checkoutMessages.refundEventCancelled : checkoutMessages.refundPending,
          }),
          { orderId: order.id },
        );
        return 'refund_pending';
      }
      const ticketId = newTicketId(now.getTime());
      await insertTicket(trx, { id: ticketId, orderId: order.id, reference: order.reference, now });
      await enqueueTicketEmails(trx, order, ticketId, event);
      return 'paid';
    });
  }

  /**
   * Settles a payment the provider confirmed (verify) or announced (signed webhook). Idempotent
   * on the reference. Refuses, changing nothing, a payment whose reference, amount or currency
   * is not the order's. `known` is the order as the caller just read it (saves a read).
   */
  async function settle(
    reference: string,
    payment: VerifiedTransaction,
    now = new Date(),
    known?: OrderRow,
  ): Promise<OrderStatus> {
    let order = known;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      order ??= await findOrder(reference);
      if (!order) throw httpError(404, checkoutMessages.referenceUnknown);
      if (order.status === 'paid' || order.status === 'refund_pending' || order.status === 'refunded') {
        return order.status;
      }
      const matches =
        payment.reference === reference &&
        payment.amountKobo === Number(order.amount) * 100 &&
        payment.currency === order.currency;
      if (!matches) {
        log.warn(
          { reference, paid: payment.amountKobo, currency: payment.currency },
          'payment does not match its order',
        );
        throw httpError(409, checkoutMessages.amountMismatch);
      }
      const settled = await settleOnce(order, now);
      if (settled !== null) return settled;
      // Another request changed the order first: read it again.
      order = undefined;
    }
    throw new Error(`order ${reference} kept changing while being settled`);
  }

  /** Why a paid order gets no ticket, in the buyer's words: the event was cancelled, or sold out. */
  async function refundPendingMessage(eventId: string): Promise<string> {
    const event = await db.selectFrom('events').select('status').where('id', '=', eventId).executeTakeFirst();
    return event?.status === 'cancelled' ? checkoutMessages.refundEventCancelled : checkoutMessages.refundPending;
  }

  async function verifyWithProvider(reference: string): Promise<VerifiedTransaction> {
    try {
      return await provider.verify(reference);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw httpError(503, checkoutMessages.providerUnavailable);
      if (error instanceof ProviderRejectedError) throw httpError(404, checkoutMessages.referenceUnknown);
      throw error;
    }
  }

  return {
    releaseExpiredHolds,
    settle,

    async initialize(
      user: UserProfile,
      request: OrderRequest,
      now = new Date(),
    ): Promise<InitializeTransactionResponse> {
      const [event] = (await eventForSale(db, request.eventId, regularTicketTypeId(request.eventId))).rows;
      // A draft is not for sale (nor known to buyers); a cancelled event says so.
      if (!event || event.status === 'draft') throw httpError(404, `No event found for ID ${request.eventId}`);
      if (event.status === 'cancelled') throw httpError(409, checkoutMessages.eventCancelled);
      if (new Date(event.starts_at).getTime() <= now.getTime()) throw httpError(409, checkoutMessages.eventStarted);

      const quantity = request.ticketQuantity;
      const gift = request.isGift
        ? {
            firstName: request.recipientFirstName,
            lastName: request.recipientLastName,
            email: request.recipientEmail ?? '',
          }
        : null;
      const reference = newReference();
      const placeHold = () =>
        db.transaction().execute(async (trx) => {
          const orders = ordersRepository(trx);
          if (!(await orders.takeSeats(event.id, quantity))) return null;
          return orders.insertPending(
            {
              reference,
              userId: user.id,
              eventId: event.id,
              ticketTypeId: event.ticket_type_id,
              unitPrice: Number(event.price),
              quantity,
              provider: provider.name,
              holdExpiresAt: new Date(now.getTime() + holdMs),
              buyer: {
                firstName: request.firstName,
                lastName: request.lastName,
                email: request.email,
                phoneNumber: request.phoneNumber,
              },
              gift,
            },
            now,
          );
        });
      // Not enough seats: holds that ran out may be keeping them; give those back and try once more.
      let orderId = await placeHold();
      if (!orderId && (await releaseExpiredHolds(now, event.id)) > 0) orderId = await placeHold();
      if (!orderId) {
        const left = await db
          .selectFrom('events')
          .select('remaining')
          .where('id', '=', event.id)
          .executeTakeFirstOrThrow();
        const remaining = Number(left.remaining);
        throw httpError(409, remaining === 0 ? checkoutMessages.soldOut : checkoutMessages.onlyLeft(remaining));
      }

      const amount = Number(event.price) * quantity;
      try {
        const started = await provider.initialize({
          reference,
          email: request.email,
          amountKobo: amount * 100,
          currency: 'NGN',
          subaccount: event.subaccount_code === 'null' ? null : event.subaccount_code,
          metadata: {
            eventTitle: event.title,
            ticketQuantity: quantity,
            customerName: [request.firstName, request.lastName].filter(Boolean).join(' '),
          },
        });
        return {
          data: { authorization_url: started.authorizationUrl, access_code: started.accessCode, reference },
        };
      } catch (error) {
        // The buyer cannot pay an order the provider does not know: give the seats back now.
        await release({ id: orderId, event_id: event.id, quantity }, 'failed', now);
        if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
          log.warn({ err: error, reference }, 'payment provider refused to initialize');
          throw httpError(502, error.message);
        }
        throw error;
      }
    },

    /** GET /api/verify-transaction: asks the provider, settles a success, releases a lapsed hold. */
    async verify(reference: string, now = new Date()): Promise<VerifyTransactionResponse> {
      const order = await findOrder(reference);
      if (!order) throw httpError(404, checkoutMessages.referenceUnknown);
      const payment = await verifyWithProvider(reference);
      let status = order.status;
      if (payment.status === 'success') {
        status = await settle(reference, payment, now, order);
      } else if (order.status === 'pending' && new Date(order.hold_expires_at).getTime() <= now.getTime()) {
        await release(order, 'expired', now);
        status = (await findOrder(reference))?.status ?? status;
      }
      const ticket = status === 'paid' ? await tickets.byReference(reference) : undefined;
      return {
        data: {
          status: payment.status,
          reference,
          orderStatus: status,
          ticket: ticket ?? null,
          message:
            status === 'refund_pending'
              ? await refundPendingMessage(order.event_id)
              : payment.status === 'success'
                ? null
                : checkoutMessages.paymentNotSuccessful,
        },
      };
    },

    /** The buyer closed or declined the pop-up: the seats go back at once instead of after the hold. */
    async cancel(reference: string, userId: string, now = new Date()): Promise<OrderStatus> {
      const order = await findOrder(reference);
      if (!order || order.user_id !== userId) throw httpError(404, checkoutMessages.referenceUnknown);
      if (order.status !== 'pending') return order.status;
      return (await release(order, 'failed', now)) ? 'failed' : ((await findOrder(reference))?.status ?? order.status);
    },

    /**
     * The ticket page's "Send to my email" (spec §7): the issued ticket's emails again, through
     * the outbox, to the ticket's own addresses only. The buyer's email, or null for a reference
     * that is not this buyer's ticket; refused (409) once the ticket is no longer 'unused'.
     */
    async resendTicketEmails(reference: string, ownerId: string): Promise<string | null> {
      const order = await findOrder(reference);
      if (!order || order.user_id !== ownerId || order.status !== 'paid') return null;
      const ticket = await ticketsWithOrderAndEvent(db)
        .select([
          'tickets.id',
          'tickets.status',
          'events.title',
          'events.starts_at',
          'events.time_zone',
          'events.venue',
          'events.city',
        ])
        .where('tickets.order_id', '=', order.id)
        .executeTakeFirst();
      if (!ticket) return null;
      if (ticket.status !== 'unused') throw httpError(409, messages.ticket.notReusable(ticket.status));
      await db.transaction().execute((trx) => enqueueTicketEmails(trx, order, ticket.id, ticket));
      return order.email;
    },

    ticket(reference: string, ownerId?: string): Promise<Ticket | undefined> {
      return ownerId ? tickets.byReferenceForOwner(reference, ownerId) : tickets.byReference(reference);
    },
  };
}
