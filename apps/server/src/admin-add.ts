// `npm run admin:add -- EMAIL`: makes the account with that email an admin (role 'admin': the
// back office at /admin, and the door), in the database named by DATABASE_URL. The account must
// exist: sign up first.
import { runGrantRoleCommand } from './grant-role-command.ts';
import { grantAdmin } from './modules/admin/admin-access.ts';

process.exitCode = await runGrantRoleCommand(
  'admin:add',
  grantAdmin,
  'is now an admin: they can open the back office at /admin.',
);
