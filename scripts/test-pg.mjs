// `npm run test:api:pg`: the API tests on PostgreSQL (where concurrency is real), against
// DATABASE_URL or this machine's local `test` database.
import { spawnSync } from 'node:child_process';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`API testleri PostgreSQL üzerinde: ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`);
const { status } = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
process.exit(status ?? 1);
