import { adminMessages, authMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { grantStaff } from '../door/staff.ts';
import { grantAdmin } from './admin-access.ts';

const LISTED = 'owner@example.com';

let t: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `someone@example.com, ${LISTED.toUpperCase()}` });
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
  staff = await createSignedInStaff(t.app);
});
afterAll(() => t.close());

const auditLog = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/admin/audit-log', headers });
const me = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/me', headers });

describe('who is an admin', () => {
  it('a guest gets 401 with a sentence, a buyer and door staff 403', async () => {
    const guest = await auditLog();
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: authMessages.signInRequired });
    for (const who of [buyer, staff]) {
      const res = await auditLog(who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: adminMessages.adminOnly });
    }
  });

  it('an account with the admin role gets in, and the answer is never cached', async () => {
    const res = await auditLog(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/me says isAdmin: true only for admins, and isStaff for door staff and admins', async () => {
    expect((await me()).json()).toEqual({
      user: null,
      buyer: null,
      isAdmin: false,
      isStaff: false,
      isOrganizer: false,
    });
    expect((await me(buyer.headers)).json()).toMatchObject({
      user: buyer.user,
      isAdmin: false,
      isStaff: false,
      isOrganizer: false,
    });
    expect((await me(staff.headers)).json()).toMatchObject({ isAdmin: false, isStaff: true, isOrganizer: false });
    expect((await me(admin.headers)).json()).toMatchObject({
      user: admin.user,
      isAdmin: true,
      isStaff: true,
      isOrganizer: false,
    });
  });

  it('ADMIN_EMAILS grants the role once the address is confirmed, in any case', async () => {
    const owner = await createSignedInUser(t.app, { email: LISTED, confirmed: false });
    expect((await auditLog(owner.headers)).statusCode).toBe(403);
    expect((await me(owner.headers)).json().isAdmin).toBe(false);
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', owner.user.id)
      .execute();
    expect((await auditLog(owner.headers)).statusCode).toBe(200);
    expect((await me(owner.headers)).json().isAdmin).toBe(true);
  });

  it('a role taken away counts at once', async () => {
    const former = await createSignedInAdmin(t.app);
    expect((await auditLog(former.headers)).statusCode).toBe(200);
    await t.database.db.updateTable('users').set({ role: 'customer' }).where('id', '=', former.user.id).execute();
    expect((await auditLog(former.headers)).statusCode).toBe(403);
  });

  it('admin:add (grantAdmin) makes an existing account an admin, and says when there is none', async () => {
    const someone = await createSignedInUser(t.app);
    expect(await grantAdmin(t.database.db, ` ${someone.user.email.toUpperCase()} `)).toBe(true);
    expect((await auditLog(someone.headers)).statusCode).toBe(200);
    expect(await grantAdmin(t.database.db, 'nobody@example.com')).toBe(false);
  });

  it('an admin may admit tickets at the door; staff:add never demotes an admin', async () => {
    const access = await t.app.inject({ url: '/api/check-in/access', headers: admin.headers });
    expect(access.json()).toEqual({ staff: true });
    expect(await grantStaff(t.database.db, admin.user.email)).toBe(true);
    expect((await auditLog(admin.headers)).statusCode).toBe(200);
  });
});
