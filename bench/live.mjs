// Live event budget (docs/PRODUCT.md#budgets): a notification from the action's commit to the recipient's
// socket, p99 < 50 ms with 10,000 sockets, on one process and across two instances through
// Redis. The server is not instrumented: each action is a real API call (a message or a
// follow) and its latency is measured from the moment the call returned 2xx (the commit
// happened before it: a lower bound of commit → socket) and from the moment it was sent (an
// upper bound), to the recipient socket's frame. Usage:
//   npm run bench:live                      # both modes, 10,000 sockets
//   npm run bench:live -- --mode one --users 2000 --rate 50 --seconds 40
//   BENCH_API_DIR=/tmp/live-base/apps/api npm run bench:live   # another checkout (before/after)
// Needs PostgreSQL (BENCH_DATABASE_URL, database `live_bench` by default; dropped and
// created anew by each run) and, for the two-instance mode, Redis (REDIS_URL).
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runClient, runDriver } from './lib/live-workers.mjs';
import { children, insertUsers, resetDatabase, startApi, stopApi, waitFor } from './lib/live-servers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

function args() {
  const out = {
    mode: 'both',
    users: 10_000,
    rate: 50,
    seconds: 40,
    clients: 4,
    ports: [4349, 4350],
  };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (key === 'ports') out.ports = argv[i + 1].split(',').map(Number);
    else if (key === 'mode') out.mode = argv[i + 1];
    else out[key] = Number(argv[i + 1]);
  }
  return out;
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const r = (v) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted.at(-1) ?? NaN),
  };
}

async function runMode(mode, opts, apiDir, dbUrl) {
  const two = mode === 'two';
  if (two && !process.env.REDIS_URL) throw new Error('the two-instance mode needs REDIS_URL');
  await resetDatabase(dbUrl);
  const env = {
    DATABASE_URL: dbUrl,
    ...(two ? { REDIS_URL: process.env.REDIS_URL } : { REDIS_URL: '' }),
  };
  const bases = [];
  const servers = [];
  // One at a time: the first migrates the fresh database.
  for (let i = 0; i < (two ? 2 : 1); i += 1) {
    const busy = await fetch(`http://127.0.0.1:${opts.ports[i]}/api/health`).then(
      () => true,
      () => false,
    );
    if (busy)
      throw new Error(`port ${opts.ports[i]} is already taken: stop what listens there first`);
    const child = startApi(apiDir, opts.ports[i], env);
    servers.push(child);
    bases.push(`http://127.0.0.1:${opts.ports[i]}`);
    await waitFor(bases[i], child);
  }
  try {
    const users = await insertUsers(dbUrl, opts.users);
    const home = (i) => (two ? i % 2 : 0);
    const clients = [];
    const arrivals = new Map();
    for (let c = 0; c < opts.clients; c += 1) {
      const child = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, LIVE_BENCH_ROLE: 'client' },
      });
      children.add(child);
      child.on('message', (m) => {
        if (m.type === 'arrivals')
          for (const [key, t] of m.arrivals) if (!arrivals.has(key)) arrivals.set(key, t);
      });
      clients.push(child);
    }
    const t0 = Date.now();
    // Under the per-address cap of unauthenticated sockets (50): every client is 127.0.0.1.
    const concurrency = Math.max(1, Math.floor(40 / opts.clients));
    const readies = clients.map((child, c) => {
      const sockets = users
        .map((u, i) => ({
          userId: u.id,
          token: u.token,
          url: `${bases[home(i)].replace('http', 'ws')}/ws`,
        }))
        .filter((_, i) => i % opts.clients === c);
      child.send({ sockets, concurrency });
      return new Promise((r) => child.once('message', (m) => r(m)));
    });
    const ready = await Promise.all(readies);
    const opened = ready.reduce((n, r) => n + r.opened, 0);
    const connectSeconds = (Date.now() - t0) / 1000;
    console.log(
      `[${mode}] ${opened} sockets open (${ready.reduce((n, r) => n + r.failed, 0)} failed) in ${connectSeconds.toFixed(1)} s; load ${loadavg()}`,
    );
    await new Promise((r) => setTimeout(r, 2000)); // let the connection burst settle

    // Actions: alternately a message and a follow, each from a different sender to a
    // different recipient; in the two-instance mode the call goes to the instance that does
    // not hold the recipient's socket, so every event crosses Redis.
    const total = Math.round(opts.rate * opts.seconds);
    const actions = [];
    for (let i = 0; i < total; i += 1) {
      const s = i % users.length;
      let r = (i * 7919 + 12_345) % users.length;
      if (r === s) r = (r + 1) % users.length;
      const sender = users[s];
      const recipient = users[r];
      const base = bases[two ? 1 - home(r) : 0];
      if (i % 2 === 0) {
        actions.push({
          key: `lb#${i}`,
          url: `${base}/api/messages`,
          token: sender.token,
          body: { recipient_username: recipient.username, content: `lb#${i}` },
        });
      } else {
        actions.push({
          key: `f:${recipient.id}:${sender.id}`,
          url: `${base}/api/profile/follow/${recipient.id}`,
          token: sender.token,
        });
      }
    }
    const loadBefore = loadavg();
    const driver = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, LIVE_BENCH_ROLE: 'driver' },
    });
    children.add(driver);
    driver.send({ actions, rate: opts.rate });
    const { results } = await new Promise((r) => driver.once('message', r));
    driver.kill();
    await new Promise((r) => setTimeout(r, 3000)); // late arrivals count; later ones are lost
    const closes = await Promise.all(
      clients.map((child) => {
        const p = new Promise((r) =>
          child.on('message', (m) => m.type === 'flushed' && r(m.closes)),
        );
        child.send({ type: 'flush' });
        return p;
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    const loadAfter = loadavg();
    for (const child of clients) child.kill();

    const ok = results.filter((r) => r.status >= 200 && r.status < 300);
    const fromResponse = [];
    const fromRequest = [];
    let lost = 0;
    for (const r of ok) {
      const t = arrivals.get(r.key);
      if (t === undefined) {
        lost += 1;
        continue;
      }
      fromResponse.push(t - r.end);
      fromRequest.push(t - r.start);
    }
    const closeCodes = {};
    for (const c of closes)
      for (const [code, n] of Object.entries(c)) closeCodes[code] = (closeCodes[code] ?? 0) + n;
    const statuses = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    return {
      mode,
      sockets: opened,
      connectSeconds,
      actions: total,
      rate: opts.rate,
      statuses,
      lost,
      closeCodes,
      fromResponse: summarize(fromResponse),
      fromRequest: summarize(fromRequest),
      request: summarize(ok.map((r) => r.end - r.start)),
      load: { before: loadBefore, after: loadAfter },
    };
  } finally {
    for (const s of servers) await stopApi(s);
  }
}

async function main() {
  const opts = args();
  const apiDir = process.env.BENCH_API_DIR
    ? path.resolve(process.env.BENCH_API_DIR)
    : path.join(root, 'apps/api');
  const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/live_bench';
  const modes = opts.mode === 'both' ? ['one', 'two'] : [opts.mode];
  const runs = [];
  for (const mode of modes) {
    const run = await runMode(mode, opts, apiDir, dbUrl);
    runs.push(run);
    console.log(JSON.stringify(run));
  }
  const date = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const lines = [
    `# Live events, ${new Date().toISOString()}`,
    '',
    `${opts.users} users, each with one socket; ${opts.rate} actions/s for ${opts.seconds} s (messages and follows alternately); API at ${apiDir}.`,
    'Latency to the recipient socket, in ms: "after 2xx" from the API call returning (a lower bound of commit → socket), "after send" from the call being sent (an upper bound).',
    '',
    '| mode | sockets | actions | lost | after 2xx p50 / p95 / p99 / max | after send p50 / p95 / p99 / max | API call p50 / p99 | load before → after |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const f = (s) => `${s.p50} / ${s.p95} / ${s.p99} / ${s.max}`;
      return `| ${r.mode === 'one' ? 'one process' : 'two instances + Redis'} | ${r.sockets} | ${r.actions} (${JSON.stringify(r.statuses)}) | ${r.lost} | ${f(r.fromResponse)} | ${f(r.fromRequest)} | ${r.request.p50} / ${r.request.p99} | ${r.load.before} → ${r.load.after} |`;
    }),
    '',
  ];
  const out = path.join(here, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `live-${date}.md`), lines.join('\n'));
  writeFileSync(
    path.join(out, `live-${date}.json`),
    JSON.stringify({ options: opts, apiDir, runs }, null, 2),
  );
  console.log(lines.join('\n'));
  process.exit(0);
}

const role = process.env.LIVE_BENCH_ROLE;
if (role === 'client') runClient();
else if (role === 'driver') runDriver();
else
  await main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
