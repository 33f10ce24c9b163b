import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.ts';
import { usersRepository } from './modules/auth/users-repository.ts';

// The real commands, run as a person would, on a SQLite file of their own (grantAdmin and
// grantStaff themselves are tested on both databases in admin-access.test.ts and door.test.ts).
const file = join(tmpdir(), `storefront-grant-role-${process.pid}-${Date.now()}.db`);
let database: DatabaseHandle;

beforeAll(async () => {
  database = openDatabase(`file:${file}`);
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

const roleOf = async (email: string) =>
  (await database.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;

describe.each([
  { command: 'admin:add', script: 'admin-add.ts', username: 'boss', role: 'admin', says: 'is now an admin' },
  { command: 'staff:add', script: 'staff-add.ts', username: 'usher', role: 'staff', says: 'is now door staff' },
])('npm run $command -- EMAIL', ({ script, username, role, says }) => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(`./${script}`, import.meta.url)), ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: `file:${file}`, NODE_ENV: 'test' },
    });

  it(`grants the ${role} role to the account with that email`, async () => {
    const email = `${username}@example.com`;
    await usersRepository(database.db).create({ username, email, passwordHash: null });
    expect(await roleOf(email)).toBe('customer');
    const granted = run(`${username[0]?.toUpperCase()}${username.slice(1)}@Example.com`);
    expect(granted.stderr).toBe('');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain(says);
    expect(await roleOf(email)).toBe(role);
  });

  it('fails with a clear line when no account has the email, or no email is given', () => {
    const missing = run('nobody.here@example.com');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No account has the email nobody.here@example.com');
    expect(run().status).toBe(2);
  });
});
