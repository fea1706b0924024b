/**
 * `npm run jobs -- list | retry <id> | retry --kind <kind>`: the durable pipeline's backlog and
 * parked jobs (lib/jobs), with the server's configuration (DATABASE_URL or DATA_DIR). A retried
 * job is picked up by the running instances at their next poll.
 */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runJobsCommand } from '../src/lib/jobs/jobs-command';

async function main(): Promise<number> {
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    const { code, lines } = await runJobsCommand(database.db, process.argv.slice(2), new Date());
    for (const line of lines) (code === 0 ? console.log : console.error)(line);
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
