/**
 * `npm run jobs -- list | retry <id> | retry --kind <kind>`: the durable pipeline's backlog and
 * parked jobs (lib/jobs), with the server's configuration (DATABASE_URL or DATA_DIR). A retried
 * job is picked up by the running instances at their next poll.
 */
import { runJobsCommand } from '../src/lib/jobs/jobs-command';
import { runDatabaseCommand } from './database-command';

runDatabaseCommand((db) => runJobsCommand(db, process.argv.slice(2), new Date()));
