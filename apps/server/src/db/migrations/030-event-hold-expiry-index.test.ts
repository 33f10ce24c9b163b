import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexDefinition, sqlitePlanOf } from '../../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saleQuery } from '../../modules/orders/sale-read.ts';

// Migration 030: whether an event has a hold past its expiry is looked up by the event, not by
// walking every event's expired holds. SQLite's plans, on a migrated file (PostgreSQL plans by the
// table's size, so an empty test schema tells nothing there; its index is checked as written).

describe('the event-and-status index after migration 030', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("ends with the hold's expiry", async () => {
    expect(await indexDefinition(t.database.db, 'orders_event_status')).toMatch(
      /\(\s*"?event_id"?\s*,\s*"?status"?\s*,\s*"?hold_expires_at"?\s*\)/,
    );
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "the sale's read finds the event's expired holds by the event, and the buyer's own hold by the account",
    async () => {
      const plan = await sqlitePlanOf(
        t.database.db,
        saleQuery(t.database.db)('session', '1', new Date().toISOString(), 'order-key'),
      );
      expect(plan).toContain('orders_event_status (event_id=? AND status=? AND hold_expires_at<?)');
      expect(plan).toContain('orders_user_event (user_id=? AND event_id=?)');
      expect(plan).not.toContain('orders_pending_holds');
    },
  );
});
