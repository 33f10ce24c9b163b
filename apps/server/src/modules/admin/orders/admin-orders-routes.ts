import {
  adminEventOptionsSchema,
  adminEventParamsSchema,
  adminOrderActionAnswerSchema,
  adminOrderActionBodySchema,
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  adminOrdersAnswerSchema,
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
  apiErrorSchema,
  attendeesQuerySchema,
  type UserProfile,
} from '@storefront/contracts/api';
import { adminSalesMessages, BUSINESS_TIME_ZONE } from '@storefront/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDate } from '../../../lib/business-time.ts';
import { attachmentHeader } from '../../../lib/csv.ts';
import { httpError } from '../../../lib/http-error.ts';
import { signedInUser } from '../../auth/index.ts';
import { refundDeps, refundOrder } from '../../orders/index.ts';
import { consoleOrganizer, platformScope, type Scope } from '../../organizers/index.ts';
import { adminOrdersRepository } from './admin-orders-repository.ts';
import { attendeesCsv, ordersCsv } from './order-exports.ts';
import { cancelTicket, resendTicketEmail } from './ticket-actions.ts';

const m = adminSalesMessages;
const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const csvAnswer = { 200: z.string().describe('text/csv'), ...refused };

/** Where a console's order routes live (not `prefix`: Fastify reads that option itself) and whose orders they may see. */
export interface OrdersConsole {
  apiPrefix: '/api/admin' | '/api/organizer';
  tag: 'admin' | 'organizer';
  scopeOf(request: FastifyRequest): Scope;
}

/** The back office's: every order (the /api/admin guard lets admins only in). */
export const adminOrdersConsole: OrdersConsole = {
  apiPrefix: '/api/admin',
  tag: 'admin',
  scopeOf: () => platformScope,
};

/** The organizer console's (architecture.md §16): the orders of the organizer's own events. */
export const organizerOrdersConsole: OrdersConsole = {
  apiPrefix: '/api/organizer',
  tag: 'organizer',
  scopeOf: (request) => consoleOrganizer(request).scope,
};

/**
 * The back office's orders (architecture.md §15.2): the list, its CSV, an order's page and its three actions,
 * and an event's attendee list as CSV. Admins only (the /api/admin guard: 401 guests, 403 others);
 * every action is written to the audit log in its own transaction.
 *
 * The organizer console registers the same routes under /api/organizer (architecture.md §16) with the
 * organizer's scope: the repository filters every query by it, so another organizer's order or
 * event is a 404 like an unknown id, and a refund follows the same rules (order-refunds.ts).
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod<Partial<OrdersConsole>> = async (app, options) => {
  const { apiPrefix: prefix, tag, scopeOf } = { ...adminOrdersConsole, ...options };
  const orders = adminOrdersRepository(app.db);
  const refunds = refundDeps(app);
  const ticketContext = {
    secret: app.config.SESSION_SECRET,
    publicUrl: app.config.PUBLIC_URL,
    supportEmail: app.config.SUPPORT_EMAIL,
  };

  async function detail(scope: Scope, id: string) {
    const order = await orders.detail(scope, id);
    if (!order) throw httpError(404, m.orderNotFound);
    return order;
  }

  app.get(
    `${prefix}/orders`,
    {
      schema: {
        tags: [tag],
        summary: 'Orders, a page at a time: search (email, name, reference, ticket id), event, status, dates',
        description: `Dates are days in ${BUSINESS_TIME_ZONE} (from and to included), on the order's creation.`,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersAnswerSchema, ...refused },
      },
    },
    async (request) => orders.list(scopeOf(request), request.query),
  );

  app.get(
    `${prefix}/event-options`,
    {
      schema: {
        tags: [tag],
        summary: 'Every event (whatever its state) as {id, title, startsAt}, for the back office filters',
        response: { 200: adminEventOptionsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => orders.eventOptions(scopeOf(request)),
  );

  app.get(
    `${prefix}/orders.csv`,
    {
      schema: {
        tags: [tag],
        summary: "The orders the list's filters match, as CSV (every page)",
        querystring: adminOrdersExportQuerySchema,
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const csv = await ordersCsv(orders.exportRows(scopeOf(request), request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`orders-${localDate(BUSINESS_TIME_ZONE, new Date())}.csv`))
        .send(csv);
    },
  );

  app.get(
    `${prefix}/orders/:id`,
    {
      schema: {
        tags: [tag],
        summary: 'An order with its payment, ticket, check-in and the emails it caused',
        params: adminOrderParamsSchema,
        response: { 200: adminOrderDetailSchema, ...refused },
      },
    },
    async (request) => detail(scopeOf(request), request.params.id),
  );

  type Run = (orderId: string, actor: UserProfile, reason: string | undefined, scope: Scope) => Promise<string>;
  const action = (summary: string, run: Run) => ({
    options: {
      schema: {
        tags: [tag],
        summary,
        params: adminOrderParamsSchema,
        body: adminOrderActionBodySchema,
        response: { 200: adminOrderActionAnswerSchema, ...refused, 409: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    run,
  });

  const actions = {
    refund: action(
      'Refunds the order in full through the payment provider: paid → refund_pending → refunded, seats freed, ticket cancelled, buyer emailed',
      async (orderId, actor, reason, scope) => {
        // Outside the scope: 404 before anything moves (refundOrder itself sees every order).
        await detail(scope, orderId);
        const outcome = await refundOrder(refunds, { orderId, actor, reason: reason ?? null });
        return outcome.status === 'refunded' ? m.refund.done : m.refund.queued;
      },
    ),
    'cancel-ticket': action(
      "Cancels the order's ticket (no refund): its page, /api/verify and the door say cancelled; the buyer is emailed",
      async (orderId, actor, reason, scope) => {
        await cancelTicket(app.db, { orderId, actor, reason, scope });
        return m.cancel.done;
      },
    ),
    'resend-ticket-email': action(
      "Emails the order's ticket again (to the buyer, and the recipient of a gift) through the outbox",
      async (orderId, actor, _reason, scope) =>
        m.resend.done(await resendTicketEmail(app.db, ticketContext, { orderId, actor, scope })),
    ),
  };

  for (const [name, { options, run }] of Object.entries(actions)) {
    app.post(`${prefix}/orders/:id/${name}`, options, async (request) => {
      const scope = scopeOf(request);
      const message = await run(request.params.id, signedInUser(request), request.body.reason, scope);
      return { message, order: await detail(scope, request.params.id) };
    });
  }

  app.get(
    `${prefix}/events/:id/attendees.csv`,
    {
      schema: {
        tags: [tag],
        summary: "An event's attendees as CSV: the tickets of its paid orders, with holder, seats and check-in",
        params: adminEventParamsSchema,
        querystring: attendeesQuerySchema,
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const found = await orders.attendees(scopeOf(request), request.params.id, request.query.ticketTypeId);
      if (!found) throw httpError(404, m.eventNotFound);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`attendees-${found.event.id}.csv`))
        .send(attendeesCsv(found.rows));
    },
  );
};
