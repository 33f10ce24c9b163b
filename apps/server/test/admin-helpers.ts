import type { FastifyInstance } from 'fastify';
import { grantAdmin } from '../src/modules/admin/admin-access.ts';
import { grantStaff } from '../src/modules/door/staff.ts';
import { createSignedInUser, type SignedInUser } from './auth-helpers.ts';

/**
 * An admin for API tests: a signed-in account given the role 'admin' (as `npm run admin:add`
 * does), straight into the database.
 *
 *   const admin = await createSignedInAdmin(t.app);
 *   await t.app.inject({ url: '/api/admin/audit-log', headers: admin.headers });
 */
export async function createSignedInAdmin(
  app: FastifyInstance,
  options: Parameters<typeof createSignedInUser>[1] = {},
): Promise<SignedInUser> {
  const admin = await createSignedInUser(app, options);
  if (!(await grantAdmin(app.db, admin.user.email))) throw new Error(`no account for ${admin.user.email}`);
  return admin;
}

/** A signed-in door-staff account (granted as `npm run staff:add` does): the back office must refuse it like a buyer. */
export async function createSignedInStaff(app: FastifyInstance): Promise<SignedInUser> {
  const staff = await createSignedInUser(app);
  if (!(await grantStaff(app.db, staff.user.email))) throw new Error(`no account for ${staff.user.email}`);
  return staff;
}
