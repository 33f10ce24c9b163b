// The body of `npm run admin:add` and `npm run staff:add`: give the account with the email on
// the command line a role, in the database named by DATABASE_URL. The account must exist.
import type { Kysely } from 'kysely';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';

/** Runs the command; its exit code: 0 done, 1 no such account, 2 wrong arguments. */
export async function runGrantRoleCommand(
  script: string,
  grant: (db: Kysely<Database>, email: string) => Promise<boolean>,
  done: string,
): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3) {
    console.error(`Usage: npm run ${script} -- EMAIL`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL);
  try {
    // A database the server has never opened still gets the role column.
    await migrateToLatest(database.db);
    if (!(await grant(database.db, email))) {
      console.error(`No account has the email ${email}: sign up with it first, then run this again.`);
      return 1;
    }
    console.log(`${email} ${done}`);
    return 0;
  } finally {
    await database.close();
  }
}
