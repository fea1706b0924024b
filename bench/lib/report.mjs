// The result table, as Markdown for people and JSON for tools, written to bench/results/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');

export function gitVersion() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const sha = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'apps', 'packages') !== '';
    return dirty ? `${sha}-dirty` : sha;
  } catch {
    return 'unknown';
  }
}

const int = (n) => Math.round(n).toLocaleString('en');
/** Requests a second: whole numbers, one decimal below 10 (today's slowest calls). */
const rps = (n) => (n < 10 ? n.toFixed(1) : int(n));
const ms = (n) => (n >= 100 ? int(n) : n.toFixed(n >= 10 ? 1 : 2));
const ratio = (n) => (n >= 0.1 ? n.toFixed(2) : n.toPrecision(2));

export function markdown(report) {
  const { meta, calls } = report;
  const lines = [];
  lines.push(`# Okuryazar API bench, ${meta.date} (${meta.version})`, '');
  if (meta.warnings.length > 0) lines.push(...meta.warnings.map((w) => `> **WARNING:** ${w}`), '');
  lines.push(
    `Database: ${meta.database} (${int(meta.seed.chapters)} chapters, ${int(meta.seed.books)} books, ${int(meta.seed.users)} users). ` +
      `Node ${meta.node}, ${meta.cpus} CPUs, Redis: ${meta.redis ? 'yes' : 'no'}, log level: ${meta.logLevel}. ` +
      `${meta.rounds} round(s) of ${meta.seconds} s per server and call, app and bare interleaved, first alternating.`,
    `Load average at start ${meta.loadStart.join(' ')}, at end ${meta.loadEnd.join(' ')}.`,
    '',
    '| call | conns | app rps (min–max) | app p50 ms | app p99 ms | bare rps (min–max) | bare p50 ms | bare p99 ms | app/bare | non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const c of calls) {
    if (c.skipped) {
      lines.push(`| ${c.label} | ${c.connections} | ${c.skipped} | | | | | | | |`);
      continue;
    }
    const bad = c.app.non2xx + c.app.errors + c.bare.non2xx + c.bare.errors;
    if (c.app.runs.every((r) => r.requests === 0)) {
      lines.push(`| ${c.label} | ${c.connections} | **no request completed within ${meta.seconds} s** | | | ${rps(c.bare.rps)} | ${ms(c.bare.p50)} | ${ms(c.bare.p99)} | 0 | ${bad} |`);
      continue;
    }
    lines.push(
      `| ${c.label} | ${c.connections} | ${rps(c.app.rps)} (${rps(c.app.rpsMin)}–${rps(c.app.rpsMax)}) | ${ms(c.app.p50)} | ${ms(c.app.p99)} | ` +
        `${rps(c.bare.rps)} (${rps(c.bare.rpsMin)}–${rps(c.bare.rpsMax)}) | ${ms(c.bare.p50)} | ${ms(c.bare.p99)} | ${ratio(c.ratio)} | ` +
        `${bad === 0 ? '0' : `**${c.app.non2xx + c.bare.non2xx} / ${c.app.errors + c.bare.errors} ⚠**`} |`,
    );
  }
  lines.push('', 'Paths:', ...calls.map((c) => `- ${c.label}: \`${c.path ?? c.paths.join(' | ')}\`${c.bytes ? ` (${int(c.bytes)} bytes)` : ''}`), '');
  return lines.join('\n');
}

/** Writes <date>-<sha>.md and .json (a numbered suffix if that run already has files). */
export function writeReport(report) {
  mkdirSync(RESULTS, { recursive: true });
  let stem = `${report.meta.date}-${report.meta.version}`;
  for (let n = 2; existsSync(path.join(RESULTS, `${stem}.json`)); n += 1) stem = `${report.meta.date}-${report.meta.version}-${n}`;
  const md = markdown(report);
  writeFileSync(path.join(RESULTS, `${stem}.md`), md);
  writeFileSync(path.join(RESULTS, `${stem}.json`), `${JSON.stringify(report, null, 2)}\n`);
  return { md, files: [`bench/results/${stem}.md`, `bench/results/${stem}.json`] };
}
