import {
  apiErrorSchema,
  organizerIdParamsSchema,
  organizerOptionsSchema,
  statementQuerySchema,
  statementSchema,
} from '@storefront/contracts/api';
import { organizerSalesMessages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../../lib/csv.ts';
import { httpError } from '../../../lib/http-error.ts';
import { consoleOrganizer, organizerScope, organizersRepository } from '../../organizers/index.ts';
import { statementCsv, statements } from './statements.ts';

const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const description =
  'Lagos days, both included. One line per payment (paid in the period) and per refund (asked in the ' +
  'period, negative), in kobo; on each line and in the totals net = gross − fee borne by the organizer − ' +
  'commission, and the totals are the sums of the lines (decision 31).';
const fileName = (slug: string, from: string, to: string) => `statement-${slug}-${from}-to-${to}.csv`;

/**
 * Payout statements (architecture.md §16): the organizer's own under /api/organizer/statements, and any
 * organizer's for the platform's admins under /api/admin/organizers/{id}/statements.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const statement = statements(app.db);
  const organizers = organizersRepository(app.db);

  app.get(
    '/api/organizer/statements',
    {
      schema: {
        tags: ['organizer'],
        summary: "The organizer's payout statement for a period: payments, refunds and their totals",
        description,
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...refused },
      },
    },
    async (request) => {
      const { id, name, scope } = consoleOrganizer(request);
      return statement.of(scope, { id, name }, request.query);
    },
  );

  app.get(
    '/api/organizer/statements.csv',
    {
      schema: {
        tags: ['organizer'],
        summary: 'The payout statement for a period as CSV (naira with kobo, a totals line last)',
        description,
        querystring: statementQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...refused },
      },
    },
    async (request, reply) => {
      const { id, name, slug, scope } = consoleOrganizer(request);
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(fileName(slug, from, to)))
        .send(statementCsv(await statement.of(scope, { id, name }, request.query)));
    },
  );

  async function organizerOr404(id: string) {
    const row = await organizers.byId(id);
    if (!row) throw httpError(404, organizerSalesMessages.organizerNotFound);
    return row;
  }

  app.get(
    '/api/admin/organizer-options',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every organizer (whatever their status) as {id, name, status}, for the statements picker',
        response: { 200: organizerOptionsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () =>
      (
        await app.db.selectFrom('organizers').select(['id', 'name', 'status']).orderBy('name').orderBy('id').execute()
      ).map((row) => ({ id: row.id, name: row.name, status: row.status })),
  );

  app.get(
    '/api/admin/organizers/:id/statements',
    {
      schema: {
        tags: ['admin'],
        summary: "An organizer's payout statement for a period, as the organizer sees it",
        description,
        params: organizerIdParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...refused },
      },
    },
    async (request) => {
      const row = await organizerOr404(request.params.id);
      return statement.of(organizerScope(row.id), { id: row.id, name: row.name }, request.query);
    },
  );

  app.get(
    '/api/admin/organizers/:id/statements.csv',
    {
      schema: {
        tags: ['admin'],
        summary: "An organizer's payout statement for a period as CSV",
        description,
        params: organizerIdParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...refused },
      },
    },
    async (request, reply) => {
      const row = await organizerOr404(request.params.id);
      const { from, to } = request.query;
      const found = await statement.of(organizerScope(row.id), { id: row.id, name: row.name }, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(fileName(row.slug, from, to)))
        .send(statementCsv(found));
    },
  );
};
