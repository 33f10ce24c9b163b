import type { Insertable } from 'kysely';
import type { PromoCodesTable } from '../src/db/schema.ts';
import { newId } from '../src/modules/orders/index.ts';
import type { TestApp } from './test-app.ts';

/** Adds a promo code straight in the database (the back office's API is tested on its own); answers its id. */
export async function addPromo(
  t: TestApp,
  code: Partial<Insertable<PromoCodesTable>> & { code: string; ticketTypeIds?: string[] },
): Promise<string> {
  const { ticketTypeIds = [], ...row } = code;
  const id = newId();
  const stamp = new Date().toISOString();
  await t.database.db
    .insertInto('promo_codes')
    .values({
      id,
      event_id: null,
      kind: 'percent',
      amount: 20,
      max_uses: null,
      max_uses_per_account: null,
      starts_at: null,
      ends_at: null,
      created_at: stamp,
      updated_at: stamp,
      ...row,
      code: row.code.toUpperCase(),
    })
    .execute();
  for (const ticketTypeId of ticketTypeIds) {
    await t.database.db
      .insertInto('promo_code_ticket_types')
      .values({ promo_code_id: id, ticket_type_id: ticketTypeId })
      .execute();
  }
  return id;
}

/** A code's uses (held + used). */
export async function promoUses(t: TestApp, id: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('promo_codes')
    .select('uses')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}
