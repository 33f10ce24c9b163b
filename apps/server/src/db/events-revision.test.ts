import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const revisionOf = async (id: string) =>
  (await t.database.db.selectFrom('events').select('revision').where('id', '=', id).executeTakeFirstOrThrow()).revision;

describe('events.revision (migration 013: what the catalogue cache checks)', () => {
  it('gives every seeded event a token of its own', async () => {
    const rows = await t.database.db.selectFrom('events').select('revision').execute();
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r.revision)).size).toBe(9);
    expect(rows.every((r) => /^[0-9a-f]{16,32}$/.test(r.revision))).toBe(true);
  });

  it('changes when seats change or a descriptive field is edited, and only for that row', async () => {
    const [one, two] = [await revisionOf('1'), await revisionOf('2')];
    await t.database.db
      .updateTable('events')
      .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
      .where('id', '=', '1')
      .execute();
    const afterSale = await revisionOf('1');
    expect(afterSale).not.toBe(one);
    await t.database.db.updateTable('events').set({ title: 'Davido Live, moved' }).where('id', '=', '1').execute();
    expect(await revisionOf('1')).not.toBe(afterSale);
    expect(await revisionOf('2')).toBe(two);
  });

  it('gives an event deleted and inserted again with its id a new token', async () => {
    const row = await t.database.db.selectFrom('events').selectAll().where('id', '=', '9').executeTakeFirstOrThrow();
    const before = row.revision;
    await t.database.db.deleteFrom('ticket_types').where('event_id', '=', '9').execute();
    await t.database.db.deleteFrom('events').where('id', '=', '9').execute();
    const { revision: _old, ...values } = row;
    await t.database.db.insertInto('events').values(values).execute();
    const after = await revisionOf('9');
    expect(after).not.toBe(before);
    expect(after).not.toBe('');
  });
});
