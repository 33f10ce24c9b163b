import {
  apiErrorSchema,
  inquiriesAnswerSchema,
  inquiriesQuerySchema,
  inquiryDetailSchema,
  inquiryParamsSchema,
} from '@storefront/contracts/api';
import { type InquiryRow, adminSupportMessages as m } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Selectable, sql } from 'kysely';
import type { OrganizerInquiriesTable } from '../../../db/schema.ts';
import { httpError } from '../../../lib/http-error.ts';
import { containsText, pageOf } from '../../../lib/paging.ts';

const sortColumns = {
  createdAt: 'created_at',
  name: 'name',
  organization: 'organization',
  eventType: 'event_type',
} as const;

type InquiryRowColumns = Omit<Selectable<OrganizerInquiriesTable>, 'message'>;

const toRow = (row: InquiryRowColumns): InquiryRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  organization: row.organization,
  eventType: row.event_type,
  createdAt: row.created_at,
});

const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Organizer inquiries from the organizers page (architecture.md §15.2): a list and each one in full. Admins only. */
export const inquiriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/inquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Organizer inquiries, newest first; search by name, email, organization or message',
        querystring: inquiriesQuerySchema,
        response: { 200: inquiriesAnswerSchema, ...refused },
      },
    },
    async (request) => {
      const query = request.query;
      let filtered = app.db.selectFrom('organizer_inquiries');
      if (query.q) filtered = filtered.where(containsText(['name', 'email', 'organization', 'message'], query.q));
      const page = await pageOf(query, {
        count: async () => Number((await filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
        rows: (limit, offset) =>
          filtered
            .select(['id', 'name', 'email', 'organization', 'event_type', 'created_at'])
            .orderBy(sortColumns[query.sort], query.dir)
            .orderBy('id', query.dir)
            .limit(limit)
            .offset(offset)
            .execute(),
      });
      return { ...page, items: page.items.map(toRow) };
    },
  );

  app.get(
    '/api/admin/inquiries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One organizer inquiry with its message',
        params: inquiryParamsSchema,
        response: { 200: inquiryDetailSchema, ...refused },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('organizer_inquiries')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw httpError(404, m.inquiryNotFound);
      return { ...toRow(row), message: row.message };
    },
  );
};
