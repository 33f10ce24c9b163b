// `npm run admin:add -- EMAIL`: makes the account with that email an admin (role 'admin': the
// back office at /admin, and the door), in the database named by DATABASE_URL. The account must
// exist: sign up first.
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { grantAdmin } from './modules/admin/admin-access.ts';

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3) {
    console.error('Usage: npm run admin:add -- EMAIL');
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL);
  try {
    // A database the server has never opened still gets the role column.
    await migrateToLatest(database.db);
    if (!(await grantAdmin(database.db, email))) {
      console.error(`No account has the email ${email}: sign up with it first, then run this again.`);
      return 1;
    }
    console.log(`${email} is now an admin: they can open the back office at /admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
