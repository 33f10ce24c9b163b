// The door for the benchmark: a staff account made the way an operator makes one, with
// `npm run staff:add` against the benchmark's database (production has no mailbox to confirm
// an address for STAFF_EMAILS).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverCommand } from '../build-server.mjs';
import { signedInHeaders } from './checkout-flow.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Signs a new account up and in, makes it staff, and answers its request headers. */
export async function staffHeaders(baseUrl, { databaseUrl, account }) {
  const headers = await signedInHeaders(baseUrl, account);
  const grant = spawnSync(process.execPath, [...serverCommand('staff-add'), account.email], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  if (grant.status !== 0) throw new Error(`staff:add failed: ${grant.stderr}`);
  return headers;
}
