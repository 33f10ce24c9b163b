import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAIN_POOL_SIZE } from './database.ts';

// The catalogue reads through connections of its own on PostgreSQL (catalogue-reads.ts): a rush's
// transactions holding every connection of the main pool must not keep the event page waiting.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('answers an event and the list (what the pages read) while every connection of the main pool is held', async () => {
    const db = t.database.db;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let opened = 0;
    let allOpen = () => {};
    const allHeld = new Promise<void>((resolve) => {
      allOpen = resolve;
    });
    const transactions = Array.from({ length: MAIN_POOL_SIZE }, () =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('events').select('id').where('id', '=', '1').execute();
        opened += 1;
        if (opened === MAIN_POOL_SIZE) allOpen();
        await held;
      }),
    );
    await allHeld;
    try {
      const event = await t.app.inject({ method: 'GET', url: '/api/events/2' });
      expect(event.statusCode).toBe(200);
      expect(event.json().id).toBe('2');
      const list = await t.app.inject({ method: 'GET', url: '/api/events' });
      expect(list.statusCode).toBe(200);
    } finally {
      release();
      await Promise.all(transactions);
    }
  });
});
