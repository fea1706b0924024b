#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset) on the built app, docs/PRODUCT.md#budgets goals:
// score ≥ 95 on the landing page, a book page and the reader; LCP < 1.8 s; TBT < 150 ms; CLS 0.
//
// Starts the built app (run `npm run build` first) on a throwaway DATA_DIR with the demo seed,
// like scripts/e2e-server.mjs, logs the demo reader in (the book page and the reader are behind
// the login; the browser keeps the session in localStorage and the page cookie, so both pages
// come rendered by the server, as after a real login), then runs Lighthouse RUNS times per page as a first visit (no HTTP cache, no
// service worker) and reports the median performance score, LCP, TBT, CLS, FCP and the
// accessibility and best-practices scores; the table goes to the terminal and to bench/results/.
//
// Lighthouse is not a dependency of the project (it is large and the app never needs it):
//   npm i --prefix /tmp/lh lighthouse@12        then   LIGHTHOUSE_DIR=/tmp/lh npm run bench:lighthouse
// Options: --runs N (default 3), --port P (default 4342), --url BASE (measure a running app instead),
// --lhr DIR (keep the full reports), --pages landing,book,reader (measure only these),
// CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt('runs', 3));
const PORT = Number(opt('port', 4342));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** --lhr DIR: also keep every run's full Lighthouse report there (for the audits' details). */
const lhrDir = opt('lhr', null);
if (lhrDir) mkdirSync(lhrDir, { recursive: true });
/** --pages a,b: measure only these pages (a quicker loop while working on one of them). */
const onlyPages = opt('pages', null)?.split(',');
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

async function importFrom(name) {
  const dirs = [process.env.LIGHTHOUSE_DIR, root, '/tmp/lh'].filter(Boolean);
  for (const dir of dirs) {
    try {
      const resolved = createRequire(path.join(dir, 'package.json')).resolve(name);
      return await import(pathToFileURL(resolved).href);
    } catch {
      // try the next place
    }
  }
  console.error(
    `${name} not found. Install it outside the repo: npm i --prefix /tmp/lh lighthouse@12`,
  );
  process.exit(2);
}

async function waitFor(url, ms = 300_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function startApp() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-lh-'));
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(PORT),
    },
  });
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`the app exited (${code}) before the runs ended`);
      process.exit(1);
    }
  });
  let stopping = false;
  return {
    stop() {
      stopping = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      return new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        setTimeout(resolve, 10_000);
      });
    },
  };
}

async function api(base, p, init) {
  const res = await fetch(base + p, init);
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A published book with chapters from the demo seed, and its first chapter. */
async function pickBook(base, token) {
  const headers = { authorization: `Bearer ${token}` };
  const featured = await api(base, '/api/books/featured', { headers });
  const list = Array.isArray(featured) ? featured : (featured.books ?? featured.items ?? []);
  for (const b of list) {
    const id = b.book_id ?? b.id;
    const book = await api(base, `/api/books/${id}`, { headers });
    const chapters = book.chapters ?? book.book?.chapters ?? [];
    if (chapters.length) return { bookId: id, chapterId: chapters[0].chapter_id ?? chapters[0].id };
  }
  throw new Error('no book with chapters in the demo seed');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const { default: lighthouse } = await importFrom('lighthouse');
  const puppeteer = await importFrom('puppeteer-core');
  const external = opt('url', null);
  const base = external ?? `http://127.0.0.1:${PORT}`;
  const app = external ? null : startApp();
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: CHROME_FLAGS,
  });
  try {
    await waitFor(`${base}/api/health`);
    const loginRes = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'okur@gmail.com', password: 'okuryazar123' }),
    });
    if (!loginRes.ok) throw new Error(`login: ${loginRes.status} ${await loginRes.text()}`);
    const login = await loginRes.json();
    // The page cookie a browser keeps from the login: the server renders the book page and the
    // reader for it (apps/api/src/modules/pages), as for a reader who signed in.
    const [cookieName, cookieValue] = (loginRes.headers.get('set-cookie') ?? '').split(';')[0].split('=');
    const { bookId, chapterId } = await pickBook(base, login.token);
    const pages = [
      { name: 'landing', path: '/', auth: false },
      { name: 'book', path: `/book/${bookId}`, auth: true },
      { name: 'reader', path: `/read/${bookId}/${chapterId}`, auth: true },
    ].filter((p) => !onlyPages || onlyPages.includes(p.name));
    const rows = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const tab = await browser.newPage();
        await tab.goto(`${base}/favicon.svg`);
        await tab.evaluate(
          (session) => {
            localStorage.clear();
            if (!session) return;
            localStorage.setItem('token', session.token);
            localStorage.setItem('userId', String(session.user_id));
            localStorage.setItem('username', session.username);
          },
          page.auth ? login : null,
        );
        if (page.auth && cookieName) await tab.setCookie({ name: cookieName, value: cookieValue, url: base, httpOnly: true, sameSite: 'Lax' });
        else if (cookieName) await tab.deleteCookie({ name: cookieName, url: base });
        // Storage reset would log us out; clear the HTTP cache, the service worker and its
        // caches ourselves so every run is a first visit (the worker would otherwise serve the
        // assets it precached in the run before).
        const cdp = await tab.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
        const result = await lighthouse(
          base + page.path,
          {
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            disableStorageReset: true,
          },
          undefined,
          tab,
        );
        const lhr = result.lhr;
        const a = lhr.audits;
        await tab.close();
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          // A run the page did not finish (e.g. no paint within Lighthouse's limits on a busy machine).
          console.log(
            `${page.name} run ${i + 1}: failed (${lhr.runtimeError?.code ?? 'no score'})`,
          );
          continue;
        }
        const r = {
          score: Math.round(lhr.categories.performance.score * 100),
          a11y: Math.round(lhr.categories.accessibility.score * 100),
          practices: Math.round(lhr.categories['best-practices'].score * 100),
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
          fcp: a['first-contentful-paint'].numericValue,
        };
        runs.push(r);
        console.log(
          `${page.name} run ${i + 1}: score ${r.score} (accessibility ${r.a11y}, best practices ${r.practices}), LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`,
        );
        if (lhrDir)
          writeFileSync(path.join(lhrDir, `${page.name}-${i + 1}.json`), JSON.stringify(lhr));
      }
      if (!runs.length) {
        rows.push({
          page: page.name,
          path: page.path,
          score: NaN,
          a11y: NaN,
          practices: NaN,
          lcp_ms: NaN,
          tbt_ms: NaN,
          cls: NaN,
          fcp_ms: NaN,
          runs,
        });
        continue;
      }
      rows.push({
        page: page.name,
        path: page.path,
        score: median(runs.map((r) => r.score)),
        a11y: median(runs.map((r) => r.a11y)),
        practices: median(runs.map((r) => r.practices)),
        lcp_ms: Math.round(median(runs.map((r) => r.lcp))),
        tbt_ms: Math.round(median(runs.map((r) => r.tbt))),
        cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
        fcp_ms: Math.round(median(runs.map((r) => r.fcp))),
        runs,
      });
    }
    const load = os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
    const table = [
      `Lighthouse ${RUNS}× mobile preset, median (Chromium ${CHROME}), load average ${load}`,
      '',
      '| page | performance | LCP ms | TBT ms | CLS | FCP ms | accessibility | best practices | runs |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.page} | ${r.score} | ${r.lcp_ms} | ${r.tbt_ms} | ${r.cls} | ${r.fcp_ms} | ${r.a11y} | ${r.practices} | ${r.runs.length}/${RUNS} |`,
      ),
    ].join('\n');
    console.log(`\n${table}`);
    const dir = path.join(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    writeFileSync(path.join(dir, `lighthouse-${stamp}.md`), `${table}\n`);
    writeFileSync(
      path.join(dir, `lighthouse-${stamp}.json`),
      JSON.stringify({ load, rows }, null, 2),
    );
  } finally {
    await browser.close();
    await app?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
