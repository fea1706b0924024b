// Cold-start budget (docs/PRODUCT.md#budgets): the built app (`apps/api/dist/server.mjs`, as `npm start`
// runs it) must answer its first `GET /api/books/featured` within 2 s on an existing embedded
// database and within 8 s on an empty one (demo seed included). Each start is a new process
// on a free port; the time runs from spawn to the first 200, then the server gets SIGTERM.
// The cases alternate within every round (the first one alternating between rounds), so a
// drift of the machine's speed touches both alike. Usage:
//   npm run build && npm run bench:cold-start
//   npm run bench:cold-start -- --rounds 9 --cases existing
//   npm run bench:cold-start -- --api-dir /tmp/other-checkout/apps/api   # another build
//   npm run bench:cold-start -- --vs /tmp/before/apps/api   # this build against another, interleaved
//   npm run bench:cold-start -- --node-arg --cpu-prof --node-arg --cpu-prof-dir=/tmp/prof
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { freePort } from './lib/processes.mjs';
import { serverEnv } from './lib/server-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_MS = { existing: 2000, empty: 8000 };

function parseArgs(argv) {
  const out = { rounds: 5, cases: ['existing', 'empty'], apiDir: path.join(ROOT, 'apps/api'), vs: undefined, nodeArgs: [], timeout: 300, out: path.join(ROOT, 'bench/results'), keep: false };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${key} needs a value`);
      return argv[++i];
    };
    if (key === '--rounds') out.rounds = Number(value());
    else if (key === '--cases') out.cases = value().split(',').map((c) => c.trim());
    else if (key === '--api-dir') out.apiDir = path.resolve(value());
    else if (key === '--vs') out.vs = path.resolve(value());
    else if (key === '--node-arg') out.nodeArgs.push(value());
    else if (key === '--timeout') out.timeout = Number(value());
    else if (key === '--out') out.out = path.resolve(value());
    else if (key === '--keep') out.keep = true;
    else throw new Error(`unknown option ${key} (see bench/README.md)`);
  }
  if (!Number.isInteger(out.rounds) || out.rounds < 1) throw new Error('--rounds must be a positive integer');
  for (const c of out.cases) if (!(c in BUDGET_MS)) throw new Error(`unknown case ${c} (existing, empty)`);
  return out;
}

const opts = parseArgs(process.argv.slice(2));
/** The builds under test: this one, and with --vs another, started in turn. */
const targets = [{ name: 'A', apiDir: opts.apiDir }, ...(opts.vs ? [{ name: 'B', apiDir: opts.vs }] : [])];
for (const target of targets) {
  if (!existsSync(path.join(target.apiDir, 'dist/server.mjs'))) {
    console.error(`${path.join(target.apiDir, 'dist/server.mjs')} does not exist: run \`npm run build\` there first.`);
    process.exit(1);
  }
}

const children = new Set();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-cold-'));
function cleanUp() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (!opts.keep) rmSync(scratch, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130);
  });
}

/** One GET; resolves with the status and body, or null when nothing answers yet. */
function get(port, urlPath) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 30_000 }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the built server as `npm start` does (node --enable-source-maps dist/server.mjs in the
 * API folder), with an environment built from scratch, and polls /api/books/featured every
 * 10 ms until it answers 200. Returns the time from spawn to that answer, the server's own
 * step times (its "start-up timings" log line) and how it stopped on SIGTERM.
 */
async function coldStart(target, dataDir, label) {
  const port = await freePort();
  const logPath = path.join(scratch, `${label}.log`);
  const log = openSync(logPath, 'w');
  const env = serverEnv({ port, dataDir });
  const load = os.loadavg()[0];
  const started = performance.now();
  const child = spawn(process.execPath, [...opts.nodeArgs, '--enable-source-maps', 'dist/server.mjs'], { cwd: target.apiDir, env, stdio: ['ignore', log, log] });
  closeSync(log);
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // The time limit counts only time the server was not stopped from outside.
  let deadline = started + opts.timeout * 1000;
  let answer = null;
  let paused = false;
  while (performance.now() < deadline && child.exitCode === null) {
    const polled = performance.now();
    answer = await get(port, '/api/books/featured');
    if (answer?.status === 200) break;
    await sleep(10);
    if (isStopped(child.pid)) {
      paused = true;
      deadline += performance.now() - polled;
    }
  }
  const ms = performance.now() - started;
  const cpu = cpuSeconds(child.pid);
  const tail = () => readFileSync(logPath, 'utf8').split('\n').slice(-20).join('\n');
  if (answer?.status !== 200) {
    child.kill('SIGKILL');
    throw new Error(`${label}: no 200 from /api/books/featured within ${opts.timeout} s (last: ${answer?.status ?? 'no answer'}):\n${tail()}`);
  }
  const books = JSON.parse(answer.body);
  const count = Array.isArray(books) ? books.length : (books.books?.length ?? books.data?.length ?? NaN);
  const stopAt = performance.now();
  child.kill('SIGTERM');
  const stop = await Promise.race([exited, sleep(20_000).then(() => ({ code: 'timeout' }))]);
  if (stop.code === 'timeout') child.kill('SIGKILL');
  children.delete(child);
  const stopMs = performance.now() - stopAt;
  const steps = readSteps(logPath);
  return { ms, load, cpu, featured: count, exit: stop.code ?? stop.signal, stopMs, steps, logPath, paused };
}

/**
 * CPU seconds the server used until its first answer: all its threads (WebAssembly compiles,
 * sharp, libuv) and its main thread alone. Less sensitive to a busy machine than the wall
 * time: what a start costs, not how long it waited for a core. Linux only (/proc).
 */
function cpuSeconds(pid) {
  const ticks = (file) => {
    const fields = readFileSync(file, 'utf8').replace(/^.*\) /, '').split(' ');
    // After the command: state is field 3, utime 14 and stime 15 (1-based, /proc/<pid>/stat).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  try {
    return { all: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return undefined;
  }
}

/**
 * True while the process is stopped (SIGSTOP: on a shared machine a benchmark elsewhere may
 * pause every other process for a while). Such a run measured the pause, not the start.
 */
function isStopped(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^\d+ \(.*\) [Tt] /.test(stat);
  } catch {
    return false;
  }
}

/** A start, again when it was paused from outside (at most three tries, then it counts as it is). */
async function measuredStart(target, dataDir, label) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await coldStart(target, dataDir, label);
    if (!run.paused || attempt === 3) return run;
    console.log(`  ${label}: the server was paused from outside (SIGSTOP) during the start; measuring it again`);
    if (!dataDir.includes(`${path.sep}existing-`)) {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir);
    }
  }
}

/** The server's "start-up timings" line (JSON in production). */
function readSteps(logPath) {
  for (const line of readFileSync(logPath, 'utf8').split('\n')) {
    if (!line.includes('startupMs')) continue;
    try {
      return JSON.parse(line).startupMs;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const fmt = (ms) => (ms / 1000).toFixed(2);

function gitInfo(apiDir) {
  const sha = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: apiDir, encoding: 'utf8' }).stdout.trim() || 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain', '--', '.'], { cwd: apiDir, encoding: 'utf8' }).stdout.trim() !== '';
  return { sha, dirty };
}

// ------------------------------------------------------------------ run
const loadStart = os.loadavg();
console.log(`cold start: ${opts.rounds} rounds of ${opts.cases.join(', ')}; ${targets.map((t) => `${t.name} = ${t.apiDir}`).join(', ')}; load average ${loadStart.map((l) => l.toFixed(2)).join(' ')}`);
if (loadStart[0] > 1) console.log('  (the machine is busy: figures will be slower and wider than on an idle one)');

// Each build's existing database is made once by a start on an empty DATA_DIR (demo seed
// included), which is also the warm-up that brings its files into the page cache; a second
// start, not counted either, leaves it as a long-used database is (the first start's
// migrations and seed leave checkpoints and new files behind).
for (const target of targets) {
  target.existingDir = path.join(scratch, `existing-${target.name}`);
  mkdirSync(target.existingDir);
  const warm = await coldStart(target, target.existingDir, `prepare-${target.name}`);
  await coldStart(target, target.existingDir, `prepare-${target.name}-2`);
  console.log(`  ${target.name}: prepared the existing database (a first start on an empty one: ${fmt(warm.ms)} s, ${warm.featured} featured)`);
}

const key = (target, kind) => (targets.length > 1 ? `${kind} ${target.name}` : kind);
const runs = {};
for (const kind of opts.cases) for (const target of targets) runs[key(target, kind)] = [];
for (let round = 0; round < opts.rounds; round += 1) {
  // Every case and build in turn; the order is reversed every other round.
  const order = opts.cases.flatMap((kind) => targets.map((target) => ({ kind, target })));
  if (round % 2 === 1) order.reverse();
  for (const { kind, target } of order) {
    const dataDir = kind === 'existing' ? target.existingDir : mkdtempSync(path.join(scratch, 'empty-'));
    const run = await measuredStart(target, dataDir, `${kind}-${target.name}-${round + 1}`);
    if (kind === 'empty') rmSync(dataDir, { recursive: true, force: true });
    runs[key(target, kind)].push(run);
    const steps = run.steps ? ` (listening at ${fmt(run.steps.listening)} s)` : '';
    const cpu = run.cpu ? `, CPU ${run.cpu.all.toFixed(2)} s (main ${run.cpu.main.toFixed(2)})` : '';
    console.log(`  round ${round + 1} ${key(target, kind).padEnd(10)} ${fmt(run.ms)} s${steps}${cpu}, ${run.featured} featured, exit ${run.exit} after ${Math.round(run.stopMs)} ms, load ${run.load.toFixed(2)}`);
  }
}
const loadEnd = os.loadavg();

// ------------------------------------------------------------------ report
const stepNames = [...new Set(Object.values(runs).flatMap((rs) => rs.flatMap((r) => Object.keys(r.steps ?? {}))))];
const summary = Object.fromEntries(
  Object.entries(runs).map(([name, rs]) => {
    const kind = name.split(' ')[0];
    const ms = rs.map((r) => r.ms);
    const steps = Object.fromEntries(stepNames.map((s) => [s, rs.map((r) => r.steps?.[s]).filter((v) => v !== undefined)]).filter(([, v]) => v.length).map(([s, v]) => [s, median(v)]));
    const cpu = rs.every((r) => r.cpu) ? { all: median(rs.map((r) => r.cpu.all)), main: median(rs.map((r) => r.cpu.main)) } : undefined;
    return [name, { medianMs: median(ms), minMs: Math.min(...ms), maxMs: Math.max(...ms), budgetMs: BUDGET_MS[kind], runsMs: ms.map(Math.round), cpuMedianS: cpu, stepsMedianMs: steps, loads: rs.map((r) => r.load), exits: rs.map((r) => r.exit) }];
  }),
);
// With --vs: A/B per round (the two ran one after the other), median and range.
const ratios =
  targets.length > 1
    ? Object.fromEntries(
        opts.cases.map((kind) => {
          const a = runs[`${kind} A`];
          const b = runs[`${kind} B`];
          const r = a.map((run, i) => run.ms / b[i].ms);
          const cpu = a.every((run, i) => run.cpu && b[i].cpu) ? median(a.map((run, i) => run.cpu.main / b[i].cpu.main)) : NaN;
          return [kind, { median: median(r), min: Math.min(...r), max: Math.max(...r), cpuMain: cpu }];
        }),
      )
    : undefined;
const builds = targets.map((t) => ({ name: t.name, apiDir: t.apiDir, ...gitInfo(t.apiDir) }));
const when = new Date();
const command = `npm run bench:cold-start -- ${process.argv.slice(2).join(' ')}`.trim();
const lines = [
  `# Cold start, ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC (${builds.map((b) => `${targets.length > 1 ? `${b.name} ` : ''}${b.sha}${b.dirty ? '-dirty' : ''}`).join(', ')})`,
  '',
  `\`${command}\` — ${os.cpus().length} cores, Node ${process.version}, load average ${loadStart.map((l) => l.toFixed(2)).join(' ')} at start, ${loadEnd.map((l) => l.toFixed(2)).join(' ')} at end.`,
  'Time from spawning `node --enable-source-maps dist/server.mjs` to the first 200 of `GET /api/books/featured`; CPU: what the server had used by then (all its threads, and its main thread alone).',
  ...(targets.length > 1 ? ['', builds.map((b) => `${b.name}: \`${b.apiDir}\``).join(', ')] : []),
  '',
  '| case | median | min–max | budget | CPU s (all threads / main) | runs (s) | 1-min load per run |',
  '|---|---|---|---|---|---|---|',
  ...Object.entries(summary).map(
    ([name, s]) =>
      `| ${name} | ${fmt(s.medianMs)} s | ${fmt(s.minMs)}–${fmt(s.maxMs)} s | ${fmt(s.budgetMs)} s | ${s.cpuMedianS ? `${s.cpuMedianS.all.toFixed(2)} / ${s.cpuMedianS.main.toFixed(2)}` : '—'} | ${s.runsMs.map(fmt).join(', ')} | ${s.loads.map((l) => l.toFixed(2)).join(', ')} |`,
  ),
  ...(ratios ? ['', '| case | A/B median | min–max (pair by pair) | A/B main-thread CPU, median |', '|---|---|---|---|', ...Object.entries(ratios).map(([kind, r]) => `| ${kind} | ${r.median.toFixed(2)} | ${r.min.toFixed(2)}–${r.max.toFixed(2)} | ${r.cpuMain.toFixed(2)} |`)] : []),
  '',
  'Server steps, median ms since the process began (from its "start-up timings" log line; steps run side by side overlap):',
  '',
  `| step | ${Object.keys(summary).join(' | ')} |`,
  `|---|${Object.keys(summary).map(() => '---').join('|')}|`,
  ...stepNames.map((s) => `| ${s} | ${Object.values(summary).map((x) => x.stepsMedianMs[s] ?? '—').join(' | ')} |`),
  '',
];
const report = lines.join('\n');
console.log(`\n${report}`);
mkdirSync(opts.out, { recursive: true });
const stamp = when.toISOString().slice(0, 16).replace(':', '-');
const base = path.join(opts.out, `cold-start-${stamp}`);
writeFileSync(`${base}.md`, report);
writeFileSync(`${base}.json`, `${JSON.stringify({ when: when.toISOString(), builds, command, cores: os.cpus().length, node: process.version, loadStart, loadEnd, summary, ratios, runs }, null, 2)}\n`);
console.log(`written: ${path.relative(ROOT, base)}.md, .json`);
