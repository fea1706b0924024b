// The mixed day's table (npm run bench -- --mix), as Markdown for people and JSON for tools,
// written to bench/results/mix-<date>-<sha>.md and .json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, summarise } from './measure.mjs';

const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

const int = (n) => Math.round(n).toLocaleString('en');
const ms = (n) => (n >= 100 ? int(n) : n.toFixed(n >= 10 ? 1 : 2));
const mb = (n) => (n / 2 ** 20).toFixed(0);
const pct = (n) => `${(n * 100).toFixed(1)}%`;
const orNone = (n, format) => (n === null || n === undefined ? '–' : format(n));

/** Medians over rounds of one side's runs ({ rps, p50, p99, …, memory, cache }). */
export function summariseSide(runs) {
  const stats = summarise(runs);
  const hitRates = runs.map((r) => r.cache?.hitRate).filter((n) => typeof n === 'number');
  const cacheBytes = runs.map((r) => r.cache?.bytes).filter((n) => typeof n === 'number');
  return {
    ...stats,
    rssPeak: Math.max(...runs.map((r) => r.memory.peak)),
    rssEnd: runs.at(-1).memory.end,
    cacheHitRate: hitRates.length > 0 ? median(hitRates) : null,
    cacheBytes: cacheBytes.length > 0 ? cacheBytes.at(-1) : null,
  };
}

function statusLine(side, s) {
  const codes = {};
  for (const run of s.runs) for (const [code, n] of Object.entries(run.statuses)) if (!code.startsWith('2')) codes[code] = (codes[code] ?? 0) + n;
  const parts = Object.entries(codes).map(([code, n]) => `${code} × ${int(n)}`);
  if (s.errors > 0) parts.push(`${int(s.errors)} errors or timeouts`);
  return parts.length > 0 ? `- **${side}: ${parts.join(', ')}**` : null;
}

export function mixMarkdown(report) {
  const { meta, app, bare } = report;
  const lines = [`# Okuryazar API bench, a mixed day, ${meta.date} (${meta.version})`, ''];
  if (meta.warnings.length > 0) lines.push(...meta.warnings.map((w) => `> **WARNING:** ${w}`), '');
  lines.push(
    `Database: ${meta.database} (${int(meta.seed.chapters)} chapters, ${int(meta.seed.books)} books, ${int(meta.seed.users)} users; ` +
      `${int(meta.publishedChapters)} published chapters drawn from). Node ${meta.node}, ${meta.cpus} CPUs, Redis: ${meta.redis ? 'yes' : 'no'}, ` +
      `metrics on. ${meta.rounds} round(s) of ${meta.seconds} s per server at ${meta.connections} connections, app and bare interleaved, first alternating.`,
    `Sequence: ${int(meta.sequence.length)} requests (seed ${meta.sequence.seed}, Zipf s = ${meta.sequence.zipfS}), ` +
      `${int(meta.sequence.distinct)} distinct, ${mb(meta.sequence.bytes)} MB of answers held by the bare server ` +
      `(MB: ${Object.entries(meta.sequence.bytesByKind).map(([k, n]) => `${k} ${(n / 2 ** 20).toFixed(1)}`).join(', ')}); ` +
      `mix ${Object.entries(meta.sequence.counts).map(([k, n]) => `${k} ${int(n)}`).join(', ')}. ` +
      `Writes by ${int(meta.writers)} readers in turn (no reader reaches the comment budget below about ${int(meta.writeCeiling)} rps).`,
    `Load average at start ${meta.loadStart.join(' ')}, at end ${meta.loadEnd.join(' ')}.`,
    '',
    '| side | rps (min–max) | p50 ms | p99 ms | non-2xx / errors | RSS peak MB | RSS end MB | cache hit rate | cache MB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const [side, s] of [['app', app], ['bare', bare]]) {
    lines.push(
      `| ${side} | ${int(s.rps)} (${int(s.rpsMin)}–${int(s.rpsMax)}) | ${ms(s.p50)} | ${ms(s.p99)} | ` +
        `${s.non2xx + s.errors === 0 ? '0 / 0' : `**${int(s.non2xx)} / ${int(s.errors)} ⚠**`} | ${mb(s.rssPeak)} | ${mb(s.rssEnd)} | ` +
        `${orNone(s.cacheHitRate, pct)} | ${orNone(s.cacheBytes, mb)} |`,
    );
  }
  lines.push(
    `| app/bare | ${report.ratio.rps.toFixed(3)} | ${report.ratio.p50.toFixed(1)}× | ${report.ratio.p99.toFixed(1)}× | | | | | |`,
    '',
  );
  const failures = [statusLine('app', app), statusLine('bare', bare)].filter(Boolean);
  if (failures.length > 0) lines.push('Answers other than 2xx while measured:', ...failures, '');
  if (report.cacheMetrics === null) lines.push('Cache: no cache metrics (/api/metrics has no sample whose name contains "cache").', '');
  else lines.push('Cache samples on /api/metrics at the end:', ...report.cacheMetrics.map((s) => `- \`${s.name}${s.labels}\` ${s.type} ${s.value}`), '');
  return lines.join('\n');
}

/** Writes mix-<date>-<sha>.md and .json (a numbered suffix if that run already has files). */
export function writeMixReport(report) {
  mkdirSync(RESULTS, { recursive: true });
  const base = `mix-${report.meta.date}-${report.meta.version}`;
  let stem = base;
  for (let n = 2; existsSync(path.join(RESULTS, `${stem}.json`)); n += 1) stem = `${base}-${n}`;
  const md = mixMarkdown(report);
  writeFileSync(path.join(RESULTS, `${stem}.md`), md);
  writeFileSync(path.join(RESULTS, `${stem}.json`), `${JSON.stringify(report, null, 2)}\n`);
  return { md, files: [`bench/results/${stem}.md`, `bench/results/${stem}.json`] };
}
