import { adminMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import type { SignedInUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordAudit } from './audit-log.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app, { email: 'auditor@example.com' });
  // Thirty entries, a millisecond apart so "newest first" is well defined.
  for (let i = 1; i <= 30; i += 1) {
    await t.database.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: admin.user,
        action: i % 3 === 0 ? 'event.update' : 'event.create',
        targetType: i % 5 === 0 ? 'order' : 'event',
        targetId: `T-${i}`,
        before: i % 3 === 0 ? { capacity: i } : undefined,
        after: { capacity: i + 1, title: 'Ọ̀ṣun & "friends"' },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
});
afterAll(() => t.close());

const list = (query = '') => t.app.inject({ url: `/api/admin/audit-log${query}`, headers: admin.headers });

describe('recordAudit', () => {
  it('is kept or lost with the transaction it was written in', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { actor: admin.user, action: 'event.update', targetType: 'event', targetId: 'GONE' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list('?targetId=GONE')).json().total).toBe(0);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('pages newest first, 25 by default, with the total and each entry as written', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(body.items).toHaveLength(25);
    expect(body.items[0]).toMatchObject({
      actorUserId: admin.user.id,
      actorEmail: 'auditor@example.com',
      action: 'event.update',
      targetType: 'order',
      targetId: 'T-30',
      before: { capacity: 30 },
      after: { capacity: 31, title: 'Ọ̀ṣun & "friends"' },
    });
    expect(body.items[1].before).toBeNull();
    const times = body.items.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await list('?page=2')).json();
    expect(second.items.map((e: { targetId: string }) => e.targetId)).toEqual(['T-5', 'T-4', 'T-3', 'T-2', 'T-1']);
  });

  it('sorts oldest first on request, and filters by action, target and text', async () => {
    expect((await list('?dir=asc&pageSize=2')).json().items.map((e: { targetId: string }) => e.targetId)).toEqual([
      'T-1',
      'T-2',
    ]);
    const updates = (await list('?action=event.update&pageSize=100')).json();
    expect(updates.total).toBe(10);
    expect(updates.items.every((e: { action: string }) => e.action === 'event.update')).toBe(true);
    expect((await list('?targetType=order')).json().total).toBe(6);
    expect((await list('?targetType=order&targetId=T-10')).json().total).toBe(1);
    // Free text, case-insensitive, and its % and _ taken literally.
    expect((await list('?q=AUDITOR')).json().total).toBe(30);
    expect((await list('?q=t-3')).json().total).toBe(2);
    expect((await list('?q=%25')).json().total).toBe(0);
    expect((await list('?q=T_1')).json().total).toBe(0);
  });

  it('a page past the end is empty, with the total', async () => {
    expect((await list('?page=9')).json()).toEqual({ items: [], page: 9, pageSize: 25, total: 30 });
  });

  it.each([
    ['?page=0', adminMessages.page],
    ['?page=abc', adminMessages.page],
    ['?page=1.5', adminMessages.page],
    ['?pageSize=101', adminMessages.pageSize],
    ['?pageSize=0', adminMessages.pageSize],
    ['?sort=password', adminMessages.sortBy(['createdAt', 'action', 'actorEmail'])],
    ['?dir=up', adminMessages.direction],
    [`?q=${'x'.repeat(201)}`, adminMessages.search],
    ['?action=DROP%20TABLE', adminMessages.filter('action')],
  ])('refuses %s with a sentence', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});
