// `npm run bench -- --mix`: a mixed day (issue 30). One fixed sequence of requests — reads
// drawn from a Zipf distribution over every published chapter, writes by a pool of readers
// (lib/mix-sequence.mjs) — asked at 50 connections of the app (production settings, metrics
// on) and of a bare server replaying the app's answer to each distinct request, interleaved
// over rounds. Reports rps, p50, p99, non-2xx, each server's RSS (peak, end) and the app's
// cache hit rate and bytes when /api/metrics has cache counters. See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn } from './lib/fixtures.mjs';
import { loadMixFixtures } from './lib/mix-fixtures.mjs';
import { checkReplay, recordAnswers } from './lib/mix-record.mjs';
import { mixMarkdown, summariseSide, writeMixReport } from './lib/mix-report.mjs';
import { buildMixSequence, sequenceRequests, writeCeiling, ZIPF_S } from './lib/mix-sequence.mjs';
import { describeFailures, drain, loadAverage, loadRun } from './lib/measure.mjs';
import { BENCH_JWT_SECRET, startApp, startBare, waitForHealth } from './lib/processes.mjs';
import { loadAtStart, reportMeta, runSettings, seededFixtures } from './lib/run-options.mjs';
import { cacheFigures, sampleMemory, scrapeCacheMetrics } from './lib/server-stats.mjs';
import { signToken } from './lib/tokens.mjs';

export const MIX_CONNECTIONS = 50;
/** Opens /api/metrics on the measured app (METRICS_TOKEN), to read its cache counters. */
const METRICS_TOKEN = 'okuryazar-bench-metrics';

/** `opts`: run.mjs's parsed options. Resolves to the exit code. */
export async function runMix(opts) {
  const { rounds, seconds, warmup, timeout, databaseUrl, dbName } = runSettings(opts);
  const length = Number(opts['mix-requests']);
  const seed = Number(opts['mix-seed']);
  const { loadStart, warnings } = loadAtStart();
  const fixtures = await seededFixtures(databaseUrl);
  if (!fixtures) return 1;
  const day = await loadMixFixtures(databaseUrl);
  console.log(`${day.chapterIds.length.toLocaleString('en')} published chapters to draw from`);

  console.log(`starting the app on :${opts.port} (${dbName}, NODE_ENV=production, METRICS_TOKEN set${opts.redis ? ', Redis' : ''})…`);
  const app = startApp({ port: Number(opts.port), databaseUrl, redisUrl: opts.redis, logLevel: opts['log-level'], env: { METRICS_TOKEN } });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-mix-'));
  let bare;
  let failed = false;
  try {
    await waitForHealth(app);
    const readHeaders = { authorization: `Bearer ${await signIn(app.base, fixtures.seed)}` };
    const writerHeaders = fixtures.readers.map((reader) => ({ authorization: `Bearer ${signToken(BENCH_JWT_SECRET, reader)}` }));
    const ceiling = writeCeiling(writerHeaders.length);
    console.log(`writes by ${writerHeaders.length.toLocaleString('en')} readers in turn: none reaches the comment budget below about ${Math.floor(ceiling).toLocaleString('en')} rps`);
    const t = performance.now();
    const { requests, counts } = buildMixSequence({ fixtures: day, length, seed, readHeaders, writerHeaders });
    console.log(`sequence of ${length.toLocaleString('en')} requests built in ${((performance.now() - t) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    console.log('recording the app’s answer to each distinct request (also the app’s warm-up)…');
    const recorded = await recordAnswers({ base: app.base, requests, file: path.join(tmp, 'answers.jsonl'), concurrency: MIX_CONNECTIONS });
    const byKind = Object.entries(recorded.bytesByKind).map(([kind, n]) => `${kind} ${(n / 2 ** 20).toFixed(1)}`);
    console.log(`${recorded.distinct.toLocaleString('en')} distinct requests, ${(recorded.bytes / 2 ** 20).toFixed(1)} MB of bodies (${byKind.join(', ')} MB), statuses ${JSON.stringify(recorded.statuses)}`);
    if (recorded.failures.length > 0) {
      failed = true;
      warnings.push(`recording: ${recorded.failures.length} distinct request(s) answered other than 2xx, e.g. ${recorded.failures[0].key} → ${recorded.failures[0].status} ${recorded.failures[0].body}`);
      console.error(`\n✖ ${warnings.at(-1)}\n`);
    }
    bare = await startBare({ port: Number(opts['bare-port']), file: recorded.file });
    await checkReplay({ base: bare.base, file: recorded.file });

    const hottest = requests.find((r) => r.kind === 'reader') ?? requests[0];
    const servers = { app, bare };
    const run = (side, runSeconds) => loadRun({ url: servers[side].base, requests: sequenceRequests(requests), connections: MIX_CONNECTIONS, seconds: runSeconds, timeout });
    const settle = (side) => drain({ url: `${servers[side].base}${hottest.path}`, headers: hottest.headers });
    if (warmup > 0) {
      console.log(`warming up ${warmup} s per server…`);
      for (const side of ['app', 'bare']) {
        const w = await run(side, warmup);
        await settle(side);
        if (w.non2xx + w.errors > 0) console.error(`✖ warm-up on the ${side}: ${describeFailures(w)}`);
      }
    }
    const runs = { app: [], bare: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const side of round % 2 === 0 ? ['app', 'bare'] : ['bare', 'app']) {
        const before = side === 'app' ? await scrapeCacheMetrics(app.base, METRICS_TOKEN) : null;
        const memory = sampleMemory(servers[side].child.pid);
        const r = await run(side, seconds);
        r.memory = memory.stop();
        r.drainSeconds = await settle(side);
        if (side === 'app') r.cache = cacheFigures(before, await scrapeCacheMetrics(app.base, METRICS_TOKEN));
        runs[side].push(r);
        const bad = r.non2xx + r.errors;
        console.log(
          `round ${round + 1}/${rounds} ${side.padEnd(4)} ${Math.round(r.rps).toString().padStart(7)} rps  p50 ${r.p50} ms  p99 ${r.p99} ms  RSS peak ${(r.memory.peak / 2 ** 20).toFixed(0)} MB` +
            (r.cache?.hitRate != null ? `  cache hits ${(r.cache.hitRate * 100).toFixed(1)}%` : '') +
            (bad ? `  ✖ ${describeFailures(r)}` : ''),
        );
      }
    }

    const appSide = summariseSide(runs.app);
    const bareSide = summariseSide(runs.bare);
    for (const [side, s] of [['app', appSide], ['bare', bareSide]]) {
      if (s.non2xx + s.errors === 0) continue;
      failed = true;
      warnings.push(`the ${side} answered ${s.non2xx.toLocaleString('en')} non-2xx and ${s.errors.toLocaleString('en')} errors while measured (see below the table).`);
    }
    const report = {
      meta: {
        ...reportMeta(opts, fixtures),
        publishedChapters: day.chapterIds.length,
        connections: MIX_CONNECTIONS,
        sequence: { length, seed, zipfS: ZIPF_S, counts, distinct: recorded.distinct, bytes: recorded.bytes, bytesByKind: recorded.bytesByKind, recordStatuses: recorded.statuses },
        writers: writerHeaders.length,
        writeCeiling: ceiling,
        loadStart,
        loadEnd: loadAverage(),
        warnings,
      },
      app: appSide,
      bare: bareSide,
      ratio: { rps: appSide.rps / bareSide.rps, p50: appSide.p50 / bareSide.p50, p99: appSide.p99 / bareSide.p99 },
      cacheMetrics: await scrapeCacheMetrics(app.base, METRICS_TOKEN).then((samples) => (samples && samples.length > 0 ? samples : null)),
    };
    const { files } = writeMixReport(report);
    console.log(`\n${mixMarkdown(report)}\nwritten to ${files.join(' and ')}`);
    if (failed) console.error('\n✖✖ ANSWERS OTHER THAN 2xx: see the warnings above and the table; the run exits 1. ✖✖');
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await Promise.all([app.stop(), bare?.stop()]);
    rmSync(tmp, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}
