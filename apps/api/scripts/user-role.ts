/**
 * `npm run user:role -- <email> <role>`: gives an account the role `user`, `moderator` or
 * `admin` (DESIGN §6). Uses the server's configuration (DATABASE_URL or DATA_DIR); the
 * embedded database cannot be changed while a server holds its DATA_DIR (the lock says so).
 */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { parseRoleArgs, runRoleCommand } from '../src/modules/moderation/role-command';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const parsed = parseRoleArgs(args);
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    const { code, line } = await runRoleCommand(database.db, args);
    (code === 0 ? console.log : console.error)(line);
    return code;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
