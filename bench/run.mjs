// `npm run bench -- [--database-url <url>] [--rounds 3] [--seconds 10] [--only reader,book]`
//
// docs/PRODUCT.md#budgets / issue 10: starts the app (production settings) and a bare node:http server in
// processes of their own, records each call's response from the app, has the bare server
// replay those exact bytes, then loads both with autocannon from this process, interleaved,
// for several rounds with the first server alternating. Prints and writes the table to
// bench/results/<date>-<sha>.md and .json. See bench/README.md.
import { benchCalls } from './lib/calls.mjs';
import { signIn } from './lib/fixtures.mjs';
import { describeFailures, drain, loadAverage, loadRun, summarise } from './lib/measure.mjs';
import { BENCH_JWT_SECRET, startApp, startBare, waitForHealth } from './lib/processes.mjs';
import { markdown, writeReport } from './lib/report.mjs';
import { loadAtStart, parseBenchOptions, reportMeta, runSettings, seededFixtures, USAGE } from './lib/run-options.mjs';
import { signToken } from './lib/tokens.mjs';

const opts = parseBenchOptions();
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
if (opts.mix) {
  const { runMix } = await import('./mix.mjs');
  process.exit(await runMix(opts));
}
const { rounds, seconds, warmup, timeout, databaseUrl, dbName } = runSettings(opts);
const { loadStart, warnings } = loadAtStart();
const fixtures = await seededFixtures(databaseUrl);
if (!fixtures) process.exit(1);
let calls = benchCalls(fixtures);
if (opts.only) {
  const wanted = opts.only.split(',').map((s) => s.trim());
  const unknown = wanted.filter((w) => !calls.some((c) => c.name === w));
  if (unknown.length > 0) {
    console.error(`unknown call(s): ${unknown.join(', ')}; known: ${calls.map((c) => c.name).join(', ')}`);
    process.exit(2);
  }
  calls = calls.filter((c) => wanted.includes(c.name));
}

console.log(`starting the app on :${opts.port} (${dbName}, NODE_ENV=production${opts.redis ? ', Redis' : ''})…`);
const app = startApp({ port: Number(opts.port), databaseUrl, redisUrl: opts.redis, logLevel: opts['log-level'] });
let bare;
let failed = false;
try {
  const t = performance.now();
  await waitForHealth(app);
  console.log(`app healthy after ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const token = await signIn(app.base, fixtures.seed);
  const authHeaders = { authorization: `Bearer ${token}` };

  // Record each call's answer from the app; the bare server will replay these bytes.
  const responses = [];
  for (const call of calls) {
    call.headers = call.auth ? authHeaders : {};
    for (const p of call.paths) {
      const res = await fetch(`${app.base}${p}`, { headers: call.headers });
      const body = Buffer.from(await res.arrayBuffer());
      if (call.optional && res.status === 404) continue;
      call.path = p;
      call.bytes = body.length;
      if (res.status < 200 || res.status > 299) {
        call.skipped = `**FAILED: HTTP ${res.status}**`;
        failed = true;
        console.error(`\n✖ ${call.label}: ${p} answered ${res.status}: ${body.toString('utf8').slice(0, 300)}\n`);
        break;
      }
      const headers = {};
      for (const [k, v] of res.headers) if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(k)) headers[k] = v;
      responses.push({ path: p, status: res.status, headers, body: body.toString('base64') });
      break;
    }
    if (!call.path) call.skipped = 'absent (no such route)';
  }

  // Calls limited per account go round the seeded adult readers (lib/calls.mjs).
  const TYPE_AHEAD_PER_MINUTE = 120;
  for (const call of calls.filter((c) => c.rotate && !c.skipped)) {
    call.requests = fixtures.readers.map((reader) => ({
      method: 'GET',
      path: call.path,
      headers: { authorization: `Bearer ${signToken(BENCH_JWT_SECRET, reader)}` },
    }));
    const last = call.requests.at(-1);
    const res = await fetch(`${app.base}${last.path}`, { headers: last.headers });
    if (!res.ok) {
      call.skipped = `**FAILED: HTTP ${res.status} for a reader's signed token**`;
      failed = true;
      console.error(`\n✖ ${call.label}: ${last.path} with reader ${fixtures.readers.at(-1).userId}'s token answered ${res.status}: ${(await res.text()).slice(0, 300)}\n`);
      continue;
    }
    const ceiling = Math.floor((fixtures.readers.length * TYPE_AHEAD_PER_MINUTE) / 60);
    console.log(`${call.name}: ${fixtures.readers.length.toLocaleString('en')} signed-in reader(s) in turn (none is refused below about ${ceiling.toLocaleString('en')} rps sustained for a minute)`);
  }
  bare = await startBare({ port: Number(opts['bare-port']), responses });
  for (const r of responses) {
    const res = await fetch(`${bare.base}${r.path}`);
    const same = res.status === r.status && Buffer.from(await res.arrayBuffer()).equals(Buffer.from(r.body, 'base64'));
    if (!same) throw new Error(`the bare server does not replay ${r.path} exactly`);
  }

  const measured = calls.filter((c) => !c.skipped);
  const servers = (call) => ({ app: `${app.base}${call.path}`, bare: `${bare.base}${call.path}` });
  const load = (call, url, runSeconds) =>
    loadRun({ url, headers: call.headers, requests: call.requests, connections: call.connections, seconds: runSeconds, timeout });
  // Any answer but 2xx while loading (warm-up included) ends that call's measurement: its
  // figures would time refusals or failures, not the call.
  const refuse = (call, side, when, run) => {
    const what = describeFailures(run);
    call.skipped = `**FAILED: ${side} answered ${what} (${when})**`;
    failed = true;
    console.error(
      `\n${'✖'.repeat(60)}\n✖ ${call.label}: the ${side} answered ${what} during ${when}.\n` +
        `✖ Its figures would measure those answers, not the call: it is not measured further.\n${'✖'.repeat(60)}\n`,
    );
  };
  if (warmup > 0) {
    console.log(`warming up ${warmup} s per server and call…`);
    for (const call of measured) {
      for (const [side, url] of Object.entries(servers(call))) {
        if (call.skipped) break;
        const run = await load(call, url, warmup);
        await drain({ url, headers: call.headers });
        if (run.non2xx + run.errors > 0) refuse(call, side, 'the warm-up', run);
      }
    }
  }
  for (const call of measured) call.runs = { app: [], bare: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
    for (const call of measured) {
      for (const side of order) {
        if (call.skipped) break;
        const url = servers(call)[side];
        const run = await load(call, url, seconds);
        run.drainSeconds = await drain({ url, headers: call.headers });
        call.runs[side].push(run);
        const bad = run.non2xx + run.errors;
        console.log(
          `round ${round + 1}/${rounds} ${call.name.padEnd(12)} ${side.padEnd(4)} ${Math.round(run.rps).toString().padStart(7)} rps  p50 ${run.p50} ms  p99 ${run.p99} ms` +
            (run.drainSeconds >= 1 ? `  (backlog drained in ${run.drainSeconds.toFixed(1)} s)` : '') +
            (bad ? `  ✖ ${describeFailures(run)}` : ''),
        );
        if (bad) refuse(call, side, `round ${round + 1}`, run);
      }
    }
  }

  const report = {
    meta: {
      ...reportMeta(opts, fixtures),
      fixtures: { bookId: fixtures.book.id, chapterId: fixtures.chapter.id, categoryId: fixtures.category.id },
      loadStart,
      loadEnd: loadAverage(),
      warnings,
    },
    calls: calls.map((call) => {
      const base = {
        name: call.name,
        label: call.label,
        connections: call.connections,
        path: call.path,
        paths: call.paths,
        bytes: call.bytes,
        ...(call.requests ? { signedInReaders: call.requests.length } : {}),
      };
      if (call.skipped) return { ...base, skipped: call.skipped, ...(call.runs ? { runs: call.runs } : {}) };
      const appStats = summarise(call.runs.app);
      const bareStats = summarise(call.runs.bare);
      return { ...base, app: appStats, bare: bareStats, ratio: appStats.rps / bareStats.rps };
    }),
  };
  const empty = report.calls.filter((c) => c.app && [...c.app.runs, ...c.bare.runs].some((r) => r.requests === 0));
  if (empty.length > 0) {
    report.meta.warnings.push(`a run completed no request at all in: ${empty.map((c) => c.name).join(', ')} (each request took longer than the run); use more --seconds.`);
  }
  const bad = report.calls.filter((c) => c.skipped?.startsWith('**FAILED'));
  if (bad.length > 0) {
    failed = true;
    report.meta.warnings.push(`not measured, answers other than 2xx: ${bad.map((c) => `${c.name} (${c.skipped.replaceAll('**', '')})`).join('; ')}.`);
  }
  const { files } = writeReport(report);
  console.log(`\n${markdown(report)}\nwritten to ${files.join(' and ')}`);
  if (failed) console.error('\n✖✖ SOME CALLS DID NOT ANSWER 2xx: see the warnings above; the table marks them FAILED and the run exits 1. ✖✖');
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all([app.stop(), bare?.stop()]);
}
process.exit(failed ? 1 : 0);
