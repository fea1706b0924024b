// `npm run bench:profile -- --only reader [--seconds 10] [--cpu-prof DIR]`: where one call's
// time goes. Starts the app as the bench does, loads one call at its bench concurrency, and
// reports the CPU seconds the app's process and PostgreSQL's backends spent (from /proc),
// per request, beside the throughput, so a figure says whether the app or the database is the
// limit. With --cpu-prof the app writes a V8 CPU profile of the run (node --cpu-prof) to DIR.
import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { benchCalls } from './lib/calls.mjs';
import { loadFixtures, signIn } from './lib/fixtures.mjs';
import { loadAverage, loadRun } from './lib/measure.mjs';
import { startApp, waitForHealth } from './lib/processes.mjs';

const { values: opts } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/okuryazar_bench' },
    only: { type: 'string', default: 'reader' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '4611' },
    'cpu-prof': { type: 'string' },
  },
});

const TICKS = 100; // USER_HZ on Linux
/** utime + stime of a process, in seconds. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0; // the process ended
  }
}
/** Every postgres process (backends come and go; ended ones are not counted, the pool keeps its own). */
function postgresPids() {
  return readdirSync('/proc').filter((p) => /^\d+$/.test(p) && commandOf(p) === 'postgres');
}
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined; // ended between the listing and the read
  }
}
function snapshot(appPid) {
  const pg = postgresPids();
  return { app: cpuSeconds(appPid), pg: new Map(pg.map((p) => [p, cpuSeconds(p)])) };
}
function pgDelta(before, after) {
  let total = 0;
  for (const [pid, seconds] of after.pg) total += seconds - (before.pg.get(pid) ?? 0);
  return total;
}

const fixtures = await loadFixtures(opts['database-url']);
const calls = benchCalls(fixtures).filter((c) => opts.only.split(',').includes(c.name));
const app = startApp({ port: Number(opts.port), databaseUrl: opts['database-url'], cpuProfileDir: opts['cpu-prof'] });
try {
  await waitForHealth(app);
  const token = await signIn(app.base, fixtures.seed);
  for (const call of calls) {
    const url = `${app.base}${call.paths[0]}`;
    const headers = call.auth ? { authorization: `Bearer ${token}` } : {};
    await loadRun({ url, headers, connections: call.connections, seconds: 2 }); // warm-up
    const load = loadAverage();
    const before = snapshot(app.child.pid);
    const run = await loadRun({ url, headers, connections: call.connections, seconds: Number(opts.seconds) });
    const after = snapshot(app.child.pid);
    const appCpu = after.app - before.app;
    const pgCpu = pgDelta(before, after);
    const perRequest = (s) => ((s / run.requests) * 1000).toFixed(3);
    console.log(
      `${call.name}: ${Math.round(run.rps)} rps, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.requests} requests, load ${load.join(' ')}\n` +
        `  CPU per request: app ${perRequest(appCpu)} ms, PostgreSQL ${perRequest(pgCpu)} ms (app ${appCpu.toFixed(1)} s, PostgreSQL ${pgCpu.toFixed(1)} s of ${opts.seconds} s)`,
    );
  }
} finally {
  await app.stop();
}
