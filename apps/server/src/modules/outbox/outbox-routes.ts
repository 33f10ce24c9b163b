import { emailField } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canSeeMailbox } from './mailbox-access.ts';
import { renderMailboxMessage } from './mailbox-message-page.ts';
import { findLinks, renderMailbox } from './mailbox-page.ts';
import { mailFromRow } from './outbox-message.ts';
import { outboxRepository } from './outbox-repository.ts';

const LIMIT_ERROR = { error: 'limit must be a whole number from 1 to 500.' };

/** The shape of outbox ids (outbox-repository.ts sortableId); anything else is refused before the query. */
const OUTBOX_ID = /^[0-9a-f]{12}-[0-9a-f]{4}-[0-9a-f]{16}$/;
const NO_MESSAGE = { error: 'No such message.' };
const NO_MESSAGE_BODY = { message: 'No such message.' };

const outboxQuerySchema = z.object({
  // An email like the ones stored (trimmed, lower-cased); anything else never matches, and a
  // NUL would make PostgreSQL fail the query.
  to: emailField.optional(),
  limit: z.coerce.number(LIMIT_ERROR).int(LIMIT_ERROR).min(1, LIMIT_ERROR).max(500, LIMIT_ERROR).default(100),
});

const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** The http(s) links in the text body, in order (a reset link, a ticket link...). */
  links: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Delivery attempts so far, the last one's error, and when the message was given up on. */
  attempts: z.number(),
  lastError: z.string().nullable(),
  failedAt: z.string().nullable(),
});

export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });

/**
 * Development only (registered only when DEV_MAILBOX is on, never in production), and only
 * for clients on this machine: anyone else gets the same 404 as for an unknown address.
 * - GET /dev/mailbox: an HTML page of every stored email, newest first, with its delivery;
 * - GET /dev/mailbox/:id: one email, its HTML part (sandboxed) and attachments.
 * - GET /api/dev/outbox?to=EMAIL&limit=N: the same as JSON `{ messages: [...] }`, newest
 *   first, each with its `links`; end-to-end tests read the latest reset link from it.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = outboxRepository(app.db);
  app.addHook('onRequest', async (request, reply) => {
    if (!canSeeMailbox(app, request)) return reply.callNotFound();
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await outbox.list({ limit: 200 });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailbox(rows));
  });

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.string().regex(OUTBOX_ID, NO_MESSAGE) }) } },
    async (request, reply) => {
      const row = await outbox.byId(request.params.id);
      if (!row) return reply.code(404).send(NO_MESSAGE_BODY);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailboxMessage(row));
    },
  );

  // The message exactly as SMTP would carry it (MIME, inline QR, .ics), for the offline checks of
  // docs/validators.md: SpamAssassin reads it, zbarimg reads the QR out of it.
  app.get(
    '/dev/mailbox/:id/raw.eml',
    { schema: { hide: true, params: z.object({ id: z.string().regex(OUTBOX_ID, NO_MESSAGE) }) } },
    async (request, reply) => {
      const row = await outbox.byId(request.params.id);
      if (!row) return reply.code(404).send(NO_MESSAGE_BODY);
      const { default: nodemailer } = await import('nodemailer');
      const built = await nodemailer
        .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
        .sendMail(mailFromRow(row, app.config.MAIL_FROM));
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${row.id}.eml"`)
        .header('cache-control', 'no-store')
        .send(built.message as Buffer);
    },
  );

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        // Development only: not part of the API's description.
        hide: true,
        tags: ['development'],
        summary: 'Stored emails, newest first (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request, reply) => {
      const rows = await outbox.list({ to: request.query.to, limit: request.query.limit });
      reply.header('cache-control', 'no-store');
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          links: findLinks(row.text_body),
          createdAt: row.created_at,
          sentAt: row.sent_at,
          attempts: Number(row.attempts),
          lastError: row.last_error,
          failedAt: row.failed_at,
        })),
      };
    },
  );
};
