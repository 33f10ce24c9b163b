import {
  apiErrorSchema,
  type SubscribersQuery,
  subscribersAnswerSchema,
  subscribersExportQuerySchema,
  subscribersQuerySchema,
} from '@storefront/contracts/api';
import { BUSINESS_TIME_ZONE } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { localDate, localDateTime } from '../../../lib/business-time.ts';
import { attachmentHeader, csvRow } from '../../../lib/csv.ts';
import { containsText, pageOf } from '../../../lib/paging.ts';

const sortColumns = {
  subscribedAt: 'subscribed_at',
  email: 'email',
  unsubscribedAt: 'unsubscribed_at',
} as const satisfies Record<SubscribersQuery['sort'], string>;

function filtered(db: Kysely<Database>, query: Pick<SubscribersQuery, 'q' | 'status'>) {
  let rows = db.selectFrom('newsletter_subscribers');
  if (query.status === 'active') rows = rows.where('unsubscribed_at', 'is', null);
  if (query.status === 'unsubscribed') rows = rows.where('unsubscribed_at', 'is not', null);
  if (query.q) rows = rows.where(containsText(['email'], query.q));
  return rows;
}

const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The local newsletter's subscribers (architecture.md §15.2): a list and its CSV. Admins only. */
export const subscribersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.config.NEWSLETTER_PROVIDER;

  app.get(
    '/api/admin/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers (our own table), newest first; active or unsubscribed; search by email',
        querystring: subscribersQuerySchema,
        response: { 200: subscribersAnswerSchema, ...refused },
      },
    },
    async (request) => {
      const query = request.query;
      const rows = filtered(app.db, query);
      const page = await pageOf(query, {
        count: async () => Number((await rows.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
        rows: (limit, offset) =>
          rows
            .selectAll()
            .orderBy(sortColumns[query.sort], query.dir)
            .orderBy('id', query.dir)
            .limit(limit)
            .offset(offset)
            .execute(),
      });
      return {
        ...page,
        items: page.items.map((row) => ({
          id: row.id,
          email: row.email,
          subscribedAt: row.subscribed_at,
          unsubscribedAt: row.unsubscribed_at,
        })),
        provider,
      };
    },
  );

  app.get(
    '/api/admin/subscribers.csv',
    {
      schema: {
        tags: ['admin'],
        summary: "The subscribers the list's filters match, as CSV",
        querystring: subscribersExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...refused },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const rows = await filtered(app.db, query)
        .selectAll()
        .orderBy(sortColumns[query.sort], query.dir)
        .orderBy('id', query.dir)
        .execute();
      let csv = csvRow(['Email', 'Status', 'Subscribed (Lagos time)', 'Unsubscribed (Lagos time)']);
      for (const row of rows) {
        csv += csvRow([
          row.email,
          row.unsubscribed_at ? 'Unsubscribed' : 'Active',
          localDateTime(BUSINESS_TIME_ZONE, row.subscribed_at),
          localDateTime(BUSINESS_TIME_ZONE, row.unsubscribed_at),
        ]);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`subscribers-${localDate(BUSINESS_TIME_ZONE, new Date())}.csv`))
        .send(csv);
    },
  );
};
