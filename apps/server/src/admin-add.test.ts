import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.ts';
import { usersRepository } from './modules/auth/users-repository.ts';

// The real command, run as a person would, on a SQLite file of its own (grantAdmin itself is
// tested on both databases in admin-access.test.ts).
const script = fileURLToPath(new URL('./admin-add.ts', import.meta.url));
const file = join(tmpdir(), `storefront-admin-add-${process.pid}-${Date.now()}.db`);
let database: DatabaseHandle;

beforeAll(async () => {
  database = openDatabase(`file:${file}`);
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

function adminAdd(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: `file:${file}`, NODE_ENV: 'test' },
  });
}

const roleOf = async (email: string) =>
  (await database.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;

describe('npm run admin:add -- EMAIL', () => {
  it('grants the admin role to the account with that email', async () => {
    await usersRepository(database.db).create({ username: 'boss', email: 'boss@example.com', passwordHash: null });
    expect(await roleOf('boss@example.com')).toBe('customer');
    const run = adminAdd('Boss@Example.com');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('is now an admin');
    expect(await roleOf('boss@example.com')).toBe('admin');
  });

  it('fails with a clear line when no account has the email, or no email is given', () => {
    const missing = adminAdd('nobody.here@example.com');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No account has the email nobody.here@example.com');
    expect(adminAdd().status).toBe(2);
  });
});
