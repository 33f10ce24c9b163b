// `npm run staff:add -- EMAIL`: makes the account with that email door staff (role 'staff'),
// in the database named by DATABASE_URL. The account must exist: sign up first.
import { runGrantRoleCommand } from './grant-role-command.ts';
import { grantStaff } from './modules/door/staff.ts';

process.exitCode = await runGrantRoleCommand(
  'staff:add',
  grantStaff,
  'is now door staff: they can admit tickets at /check-in.',
);
