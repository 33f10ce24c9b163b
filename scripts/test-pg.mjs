// `npm run test:pg`: the server's API tests against a real PostgreSQL. Each test file gets its
// own schema in the database named by TEST_DATABASE_URL (default: the local `test` database).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error(`TEST_DATABASE_URL must be a postgres:// URL, got: ${url}`);
  process.exit(1);
}
console.log(`API tests against PostgreSQL: ${url.replace(/:[^:@/]+@/, ':***@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
