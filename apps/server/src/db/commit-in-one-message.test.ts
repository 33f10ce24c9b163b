import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { commitWith, sqlInteger, sqlText } from './commit-in-one-message.ts';
import { isCheckViolation } from './database-errors.ts';

// Decision 35: on PostgreSQL a hold's stock updates go with the commit in one message, so the rows
// every hold needs are unlocked by the time the server answers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remainingOf = async (eventId: string) =>
  (await t.database.db.selectFrom('events').select('remaining').where('id', '=', eventId).executeTakeFirstOrThrow())
    .remaining;

describe('literals', () => {
  it('quotes text as pg does, and takes only whole numbers', () => {
    expect(sqlText('9-regular')).toBe("'9-regular'");
    expect(sqlText("O'Brien")).toBe("'O''Brien'");
    expect(sqlText('a\\b')).toBe("E'a\\\\b'");
    expect(() => sqlText('a\0b')).toThrow(/NUL/);
    expect(sqlInteger(12)).toBe('12');
    expect(() => sqlInteger(1.5)).toThrow();
    expect(() => sqlInteger(Number.NaN)).toThrow();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('reads every literal back as the text it was made from', async () => {
    const texts = ["O'Brien", 'a\\b', "\\'; drop table events; --", 'Ọjọ́ ìbí', '$1 $$ $tag$'];
    for (const text of texts) {
      const { rows } = await sql<{ value: string }>`select ${sql.raw(sqlText(text))} as value`.execute(t.database.db);
      expect(rows[0]?.value).toBe(text);
    }
    expect(await remainingOf('1')).toBeGreaterThan(0);
  });

  it('has committed when it returns: another connection updates the row at once', async () => {
    const before = await remainingOf('2');
    await t.database.db.transaction().execute(async (trx) => {
      await commitWith(trx, [`update events set remaining = remaining - 1 where id = ${sqlText('2')}`]);
      // Still inside the callback: were the row locked until Kysely's commit, this would wait
      // for it and fail after the lock timeout.
      await t.database.db.transaction().execute(async (other) => {
        await sql`set local lock_timeout = '2s'`.execute(other);
        await sql`update events set remaining = remaining - 1 where id = '2'`.execute(other);
      });
    });
    expect(await remainingOf('2')).toBe(before - 2);
  });

  it('commits without waiting for the disk, and leaves a transaction whose commit waits for it', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await commitWith(trx, [`update events set remaining = remaining where id = ${sqlText('4')}`]);
      // The chained transaction: the setting of the one committed is gone with it, and it has an
      // id, so Kysely's commit of it writes a record and waits for the WAL up to it (decision 41).
      const { rows } = await sql<{ setting: string; id: string | null }>`
        select current_setting('synchronous_commit') as setting, txid_current_if_assigned()::text as id`.execute(trx);
      expect(rows[0]?.setting).toBe('on');
      expect(rows[0]?.id).not.toBeNull();
    });
  });

  it('a failing statement commits nothing of the transaction, and the connection serves again', async () => {
    const before = await remainingOf('3');
    const attempt = t.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('rate_limits')
        .values({ key: 'one-message-test', count: 1, reset_at: '2099-01-01' })
        .execute();
      await commitWith(trx, [
        `update events set remaining = remaining - 1 where id = ${sqlText('3')}`,
        `update events set remaining = remaining - ${sqlInteger(before + 1)} where id = ${sqlText('3')}`,
      ]);
    });
    const error = await attempt.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(isCheckViolation(error)).toBe(true);
    expect(await remainingOf('3')).toBe(before);
    const counted = await t.database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', '=', 'one-message-test')
      .execute();
    expect(counted).toEqual([]);
    // Every connection of the pool still works (none was left in an aborted transaction).
    const reads = await Promise.all(Array.from({ length: 12 }, () => remainingOf('3')));
    expect(new Set(reads)).toEqual(new Set([before]));
  });

  it("a tier's own stock cannot go below zero (migration 028)", async () => {
    const tier = await t.database.db
      .selectFrom('ticket_types')
      .select(['id', 'remaining'])
      .where('remaining', 'is not', null)
      .executeTakeFirst();
    if (!tier) throw new Error('the seed has tiers with stock of their own');
    const attempt =
      sql`update ticket_types set remaining = remaining - ${Number(tier.remaining) + 1} where id = ${tier.id}`
        .execute(t.database.db)
        .then(
          () => null,
          (thrown: unknown) => thrown,
        );
    expect(isCheckViolation(await attempt)).toBe(true);
  });
});

describe('outside a transaction', () => {
  it('refuses to run', async () => {
    await expect(commitWith(t.database.db, [])).rejects.toThrow(/inside one/);
  });
});
