import type { Ticket } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from './auth-helpers.ts';
import { simulatorButton, startOrder, verify } from './checkout-helpers.ts';

/** A paid order's ticket, bought through the simulator like the web app does. */
export async function buyTicket(
  app: FastifyInstance,
  buyer: SignedInUser,
  overrides: Record<string, unknown> = {},
): Promise<Ticket> {
  const reference = await startOrder(app, buyer, { ticketQuantity: 1, ...overrides });
  const paid = await simulatorButton(app, buyer, reference, 'pay');
  if (paid.statusCode !== 200) throw new Error(`pay answered ${paid.statusCode}: ${paid.body}`);
  const { ticket } = (await verify(app, reference)).json().data;
  if (!ticket) throw new Error(`no ticket for ${reference}`);
  return ticket;
}

/** POST /api/check-in as `who` (headers of a signed-in user, or a guest's CSRF pair). */
export const checkIn = (app: FastifyInstance, headers: Record<string, string>, link: string) =>
  app.inject({ method: 'POST', url: '/api/check-in', headers, payload: { link } });

/** The verify link with one query field replaced. */
export function withField(verifyUrl: string, field: string, value: string): string {
  const url = new URL(verifyUrl);
  url.searchParams.set(field, value);
  return url.toString();
}

/** The path and query of a verify link, as app.inject takes it. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
