// What `npm run bench` (run.mjs) and its mixed day (mix.mjs) share before they measure: the
// command line, the numbers taken from it, the busy-machine warning and the seeded fixtures.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadFixtures, NotSeededError } from './fixtures.mjs';
import { loadAverage } from './measure.mjs';
import { gitVersion } from './report.mjs';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/okuryazar_bench';

export const USAGE =
  'npm run bench -- [--database-url URL] [--rounds 3] [--seconds 10] [--warmup 2] [--timeout 60] [--only health,reader,book,category,dashboard,search,search-none,suggest]\n' +
  '                 [--redis redis://…] [--log-level info] [--port 4347] [--bare-port 4348]\n' +
  'npm run bench -- --mix [--mix-requests 50000] [--mix-seed 30] [same options but --only]   (a mixed day: bench/mix.mjs)';

/** The command line as strings and flags (node:util parseArgs); `settings` turns it into numbers. */
export function parseBenchOptions(args = process.argv.slice(2)) {
  const { values } = parseArgs({
    args,
    options: {
      'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_URL },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      timeout: { type: 'string', default: '60' },
      only: { type: 'string' },
      redis: { type: 'string' },
      'log-level': { type: 'string' },
      port: { type: 'string', default: '4347' },
      'bare-port': { type: 'string', default: '4348' },
      mix: { type: 'boolean', default: false },
      'mix-requests': { type: 'string', default: '50000' },
      'mix-seed': { type: 'string', default: '30' },
      help: { type: 'boolean', default: false },
    },
  });
  return values;
}

/** The numbers and names both runs read from the options. */
export function runSettings(opts) {
  const databaseUrl = opts['database-url'];
  return {
    rounds: Number(opts.rounds),
    seconds: Number(opts.seconds),
    warmup: Number(opts.warmup),
    timeout: Number(opts.timeout),
    databaseUrl,
    dbName: new URL(databaseUrl).pathname.slice(1),
  };
}

/** The load average at the start, and a warning (printed now, kept for the report) when the machine is busy. */
export function loadAtStart() {
  const loadStart = loadAverage();
  const warnings = [];
  if (loadStart[0] > 1) {
    warnings.push(`load average ${loadStart.join(' ')} before starting (> 1): the machine is busy, absolute figures are unreliable; compare ratios only.`);
    console.warn(`\n⚠ WARNING: ${warnings.at(-1)}\n`);
  }
  return { loadStart, warnings };
}

/** The bench database's fixtures, or null (with how to seed it printed) when it is not seeded. */
export async function seededFixtures(databaseUrl) {
  try {
    return await loadFixtures(databaseUrl);
  } catch (error) {
    if (!(error instanceof NotSeededError)) throw error;
    console.error(`${error.message}.\nSeed it first (takes minutes):\n  npm run bench:seed -- --database-url ${databaseUrl} --chapters 1000000`);
    return null;
  }
}

/** What both reports say first about the run: when, which code, which data, which machine, which settings. */
export function reportMeta(opts, fixtures) {
  const { dbName, rounds, seconds, timeout } = runSettings(opts);
  return {
    date: new Date().toISOString().slice(0, 10),
    startedAt: new Date().toISOString(),
    version: gitVersion(),
    database: dbName,
    seed: fixtures.seed && { chapters: fixtures.seed.chapters, books: fixtures.seed.books, users: fixtures.seed.users },
    node: process.version,
    cpus: os.cpus().length,
    redis: Boolean(opts.redis),
    logLevel: opts['log-level'] ?? 'info (production default)',
    rounds,
    seconds,
    timeout,
  };
}
