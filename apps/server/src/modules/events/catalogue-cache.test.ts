import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { eventsRepository } from './events-repository.ts';

// Without a data version (PostgreSQL has none) every catalogue request checks the rows'
// revisions. Requests that come together share a read that started after they came
// (lib/shared-reads.ts, decision 37): a page opened by many at once costs one read in flight and
// one waiting, not one each. The real repository on the test's database, its reads counted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function countingCatalogue() {
  const events = eventsRepository(t.database.db);
  const reads = { revisionOf: 0, listKey: 0 };
  const counted: typeof events = {
    ...events,
    revisionOf: (id) => {
      reads.revisionOf += 1;
      return events.revisionOf(id);
    },
    listKey: () => {
      reads.listKey += 1;
      return events.listKey();
    },
  };
  return { catalogue: catalogueCache(counted), reads };
}

describe('the catalogue without a data version', () => {
  it('twenty requests for one event at once read its revision at most twice, and all get the event', async () => {
    const { catalogue, reads } = countingCatalogue();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => catalogue.event('1')));
    expect(new Set(bodies.map((body) => body?.etag)).size).toBe(1);
    expect(JSON.parse(String(bodies[0]?.json)).id).toBe('1');
    expect(reads.revisionOf).toBeGreaterThanOrEqual(1);
    expect(reads.revisionOf).toBeLessThanOrEqual(2);
  });

  it('twenty requests for the list at once read its key at most twice', async () => {
    const { catalogue, reads } = countingCatalogue();
    await Promise.all(Array.from({ length: 20 }, () => catalogue.list()));
    expect(reads.listKey).toBeGreaterThanOrEqual(1);
    expect(reads.listKey).toBeLessThanOrEqual(2);
  });

  it('a request after the others have their answer reads again: nothing is trusted on time', async () => {
    const { catalogue, reads } = countingCatalogue();
    await catalogue.event('1');
    const before = reads.revisionOf;
    await catalogue.event('1');
    expect(reads.revisionOf).toBe(before + 1);
  });
});

describe('what the catalogue can tell without a read', () => {
  it('nothing without a data version (PostgreSQL): every answer needs its read', async () => {
    const { catalogue } = countingCatalogue();
    await catalogue.shown('1');
    await catalogue.listed();
    expect(catalogue.shownNow('1')).toBeUndefined();
    expect(catalogue.listedNow()).toBeUndefined();
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'on SQLite, the snapshot it last confirmed while nothing is written, then nothing until it is read again',
    async () => {
      const catalogue = catalogueCache(eventsRepository(t.database.db), t.database.dataVersion);
      expect(catalogue.shownNow('1')).toBeUndefined();
      const shown = await catalogue.shown('1');
      const listed = await catalogue.listed();
      expect(catalogue.shownNow('1')).toBe(shown);
      expect(catalogue.listedNow()).toBe(listed);
      // Any write moves the data version, this one renewing the row's revision too.
      await t.database.db
        .updateTable('events')
        .set({ title: (eb) => eb.ref('title') })
        .where('id', '=', '1')
        .execute();
      expect(catalogue.shownNow('1')).toBeUndefined();
      expect(catalogue.listedNow()).toBeUndefined();
      const again = await catalogue.shown('1');
      expect(again).not.toBe(shown);
      expect(catalogue.shownNow('1')).toBe(again);
    },
  );
});
