/**
 * `npm run user:role -- <email> <role>`: gives an account the role `user`, `moderator` or
 * `admin` (docs/PRODUCT.md#trust-and-safety). Uses the server's configuration (DATABASE_URL or DATA_DIR); the
 * embedded database cannot be changed while a server holds its DATA_DIR (the lock says so).
 */
import { parseRoleArgs, runRoleCommand } from '../src/modules/moderation/role-command';
import { runDatabaseCommand } from './database-command';

const args = process.argv.slice(2);
const parsed = parseRoleArgs(args);
if (typeof parsed === 'string') {
  console.error(parsed);
  process.exit(2);
}
runDatabaseCommand(async (db) => {
  const { code, line } = await runRoleCommand(db, args);
  return { code, lines: [line] };
});
