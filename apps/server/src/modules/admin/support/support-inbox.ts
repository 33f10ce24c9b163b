import type { SupportInboxQuery, UserProfile } from '@storefront/contracts/api';
import {
  adminSupportMessages,
  type SupportInboxAnswer,
  type SupportStatus,
  type SupportTicketDetail,
} from '@storefront/contracts/messages';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { httpError } from '../../../lib/http-error.ts';
import { containsText, pageOf } from '../../../lib/paging.ts';
import { recordAudit } from '../../audit/index.ts';
import { newId } from '../../orders/index.ts';
import { outboxRepository } from '../../outbox/index.ts';
import { supportReplyEmail } from './support-reply-email.ts';

const sortColumns = {
  updatedAt: 'support_tickets.updated_at',
  createdAt: 'support_tickets.created_at',
  status: 'support_tickets.status',
  email: 'support_tickets.email',
  subject: 'support_tickets.subject',
} as const satisfies Record<SupportInboxQuery['sort'], string>;

/**
 * The helpdesk's support tickets as the back office's inbox (architecture.md §15.2): open (new, or waiting for
 * us), answered (we replied), closed. A reply is a row of `support_messages`, emailed to the
 * requester through the outbox in the same transaction; replies and status changes are audited.
 */
export function supportInbox(db: Kysely<Database>) {
  async function detail(id: string): Promise<SupportTicketDetail | undefined> {
    const ticket = await db
      .selectFrom('support_tickets')
      .leftJoin('events', 'events.id', 'support_tickets.event_id')
      .selectAll('support_tickets')
      .select(['events.title as event_title'])
      .where('support_tickets.id', '=', id)
      .executeTakeFirst();
    if (!ticket) return undefined;
    const replies = await db
      .selectFrom('support_messages')
      .leftJoin('users', 'users.id', 'support_messages.author_user_id')
      .leftJoin('outbox', 'outbox.id', 'support_messages.outbox_id')
      .select([
        'support_messages.id',
        'support_messages.author',
        'support_messages.body',
        'support_messages.created_at',
        'users.email as author_email',
        'outbox.to_address',
        'outbox.sent_at',
        'outbox.failed_at',
      ])
      .where('support_messages.ticket_id', '=', id)
      .orderBy('support_messages.created_at')
      .orderBy('support_messages.id')
      .execute();
    return {
      id: ticket.id,
      email: ticket.email,
      subject: ticket.subject,
      category: ticket.category,
      event: ticket.event_id ? { id: ticket.event_id, name: ticket.event_title ?? ticket.event_id } : null,
      reference: ticket.order_reference,
      userId: ticket.user_id,
      status: ticket.status,
      createdAt: ticket.created_at,
      updatedAt: ticket.updated_at ?? ticket.created_at,
      messages: [
        // The requester's first message is the ticket itself.
        {
          id: `${ticket.id}-1`,
          author: 'requester',
          authorEmail: ticket.email,
          body: ticket.description,
          createdAt: ticket.created_at,
          email: null,
        },
        ...replies.map((reply) => ({
          id: reply.id,
          author: reply.author,
          authorEmail: reply.author === 'requester' ? ticket.email : (reply.author_email ?? 'a former admin'),
          body: reply.body,
          createdAt: reply.created_at,
          email: reply.to_address ? { to: reply.to_address, sentAt: reply.sent_at, failedAt: reply.failed_at } : null,
        })),
      ],
    };
  }

  async function existing(trx: Kysely<Database>, id: string) {
    const ticket = await trx
      .selectFrom('support_tickets')
      .select(['id', 'email', 'subject', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!ticket) throw httpError(404, adminSupportMessages.ticketNotFound);
    return ticket;
  }

  return {
    detail,

    async list(query: SupportInboxQuery): Promise<SupportInboxAnswer> {
      let filtered = db.selectFrom('support_tickets');
      // Columns named in full: the rows' query joins events, which has a status of its own.
      if (query.q) {
        filtered = filtered.where(
          containsText(['support_tickets.id', 'support_tickets.email', 'support_tickets.subject'], query.q),
        );
      }
      const byStatus = filtered;
      if (query.status) filtered = filtered.where('support_tickets.status', '=', query.status);
      const [page, counts] = await Promise.all([
        pageOf(query, {
          count: async () => Number((await filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
          rows: (limit, offset) =>
            filtered
              .leftJoin('events', 'events.id', 'support_tickets.event_id')
              .select((eb) => [
                'support_tickets.id',
                'support_tickets.email',
                'support_tickets.subject',
                'support_tickets.category',
                'support_tickets.status',
                'support_tickets.created_at',
                'support_tickets.updated_at',
                'events.title as event_title',
                eb
                  .selectFrom('support_messages')
                  .select(sql<number>`count(*)`.as('n'))
                  .whereRef('support_messages.ticket_id', '=', 'support_tickets.id')
                  .as('replies'),
              ])
              .orderBy(sql.ref(sortColumns[query.sort]), query.dir)
              .orderBy('support_tickets.id', query.dir)
              .limit(limit)
              .offset(offset)
              .execute(),
        }),
        byStatus
          .select(['status', sql<number>`count(*)`.as('n')])
          .groupBy('status')
          .execute(),
      ]);
      const tally = { open: 0, answered: 0, closed: 0 };
      for (const row of counts) tally[row.status] = Number(row.n);
      return {
        ...page,
        items: page.items.map((row) => ({
          id: row.id,
          email: row.email,
          subject: row.subject,
          category: row.category,
          eventName: row.event_title,
          status: row.status,
          replies: Number(row.replies ?? 0),
          createdAt: row.created_at,
          updatedAt: row.updated_at ?? row.created_at,
        })),
        counts: tally,
      };
    },

    /** A reply from the back office: kept in the thread, emailed to the requester, the ticket 'answered'. */
    async reply(
      id: string,
      { actor, body, supportEmail }: { actor: UserProfile; body: string; supportEmail: string },
    ): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const ticket = await existing(trx, id);
        const now = new Date().toISOString();
        const outboxId = await outboxRepository(trx).enqueue(
          supportReplyEmail({ to: ticket.email, ticketNumber: ticket.id, subject: ticket.subject, body, supportEmail }),
        );
        const messageId = newId();
        await trx
          .insertInto('support_messages')
          .values({
            id: messageId,
            ticket_id: id,
            author: 'staff',
            author_user_id: actor.id,
            body,
            outbox_id: outboxId,
            created_at: now,
          })
          .execute();
        await trx
          .updateTable('support_tickets')
          .set({ status: 'answered', updated_at: now })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, {
          actor,
          action: 'support.reply',
          targetType: 'support_ticket',
          targetId: id,
          before: { status: ticket.status },
          after: { status: 'answered', messageId, emailedTo: ticket.email },
        });
        return ticket.email;
      });
    },

    /** Open, answered or closed by hand; audited with the status before. False when it already was. */
    async setStatus(id: string, { actor, status }: { actor: UserProfile; status: SupportStatus }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const ticket = await existing(trx, id);
        if (ticket.status === status) return false;
        const result = await trx
          .updateTable('support_tickets')
          .set({ status, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('status', '=', ticket.status)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordAudit(trx, {
          actor,
          action: 'support.status',
          targetType: 'support_ticket',
          targetId: id,
          before: { status: ticket.status },
          after: { status },
        });
        return true;
      });
    },
  };
}
