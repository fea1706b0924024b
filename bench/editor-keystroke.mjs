/* global window, document, requestAnimationFrame, DataTransfer, ClipboardEvent -- code run in the page */
// Keystroke latency of the chapter editor with one enormous unbroken word (tracker issue
// "Tried as a new user would", item 13). Pastes a word of each size as plain text, then types
// a few letters at its end and reports the median time from keydown to the next frame.
// Usage (after `npm run build`):
//   node bench/editor-keystroke.mjs            # sizes 20000 and 99990, port 4396
//   BENCH_SIZES=20000 BENCH_KEYS=9 BENCH_PORT=4397 node bench/editor-keystroke.mjs
// Besides the pasted word it loads the same word as a saved chapter (text that never went
// through the paste rule, e.g. written before it existed) and types after it.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 4396);
const BASE = `http://127.0.0.1:${PORT}`;
const SIZES = (process.env.BENCH_SIZES ?? '20000,99990').split(',').map(Number);
const KEYS = Number(process.env.BENCH_KEYS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function startServer() {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Stops the whole server group and waits until the port is free (SIGKILL after 15 s). */
async function stopServer(server) {
  process.kill(-server.pid, 'SIGTERM');
  for (let i = 0; i < 30; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      await fetch(`${BASE}/api/health`);
    } catch {
      return;
    }
  }
  process.kill(-server.pid, 'SIGKILL');
}

async function waitFor() {
  for (let i = 0; i < 360; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function api(path, init = {}, token) {
  const res = await fetch(`${BASE}/api${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A word of `size` letters with no space in it (Turkish letters, so it is not one repeated glyph). */
const word = (size) => 'abcçdefgğhıijklmnoöprsştuüvyz'.repeat(Math.ceil(size / 29)).slice(0, size);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function typeAndMeasure(page) {
  const body = page.getByRole('textbox', { name: 'Bölüm metni' });
  await body.focus();
  await page.keyboard.press('Control+End');
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    window.__latencies = [];
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        // After the next frame is produced: handling, React updates, style, layout and paint.
        requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
      },
      { capture: true },
    );
  });
  for (let i = 0; i < KEYS; i += 1) {
    await page.keyboard.press('x');
    await page.waitForFunction((n) => window.__latencies.length > n, i, { timeout: 120_000, polling: 50 });
    // Let the draft write and the counters settle between keys, as between a writer's words.
    await page.waitForTimeout(600);
  }
  if (process.env.BENCH_PROFILE) await profileOneKey(page);
  return page.evaluate(() => window.__latencies);
}

/** BENCH_PROFILE=1: where one keystroke spends its time (JS self time and renderer phases). */
async function profileOneKey(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const browser = page.context().browser();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'v8'] });
  await cdp.send('Profiler.start');
  await page.keyboard.press('x');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const self = new Map();
  const dt = profile.timeDeltas;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  console.log('  JS self time (ms):');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${v.toFixed(1)}  ${k}`);
  const phases = new Map();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !e.dur) continue;
    if (!['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'HitTest', 'EventDispatch', 'FunctionCall', 'RunMicrotasks', 'ParseHTML', 'TimerFire'].includes(e.name)) continue;
    phases.set(e.name, (phases.get(e.name) ?? 0) + e.dur / 1000);
  }
  console.log('  renderer phases (ms, inclusive, may nest):', Object.fromEntries([...phases].map(([k, v]) => [k, Math.round(v)])));
}

async function main() {
  const server = startServer();
  try {
    await waitFor();
    const stamp = Date.now().toString(36);
    const user = { email: `bench_${stamp}@gmail.com`, username: `bench_${stamp}`, password: 'Sifre-bench-123' };
    await api('/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, birthDate: '1995-04-15' }),
    });
    const { token } = await api('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
    await dialog.getByLabel('E-posta', { exact: true }).fill(user.email);
    await dialog.getByLabel('Şifre', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    for (const size of SIZES) {
      for (const mode of ['paste', 'saved']) {
        const form = new FormData();
        form.set('title', `Bench ${size} ${mode}`);
        form.set('description', '');
        form.set('category_id', '3');
        form.set('telif_id', '2');
        form.set('is_mature_content', 'false');
        // 1×1 PNG cover.
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        );
        form.set('cover_image', new Blob([png], { type: 'image/png' }), 'kapak.png');
        const { book_id: bookId } = await api('/new-story', { method: 'POST', body: form }, token);
        if (mode === 'saved') {
          await api(
            '/stories/chapters',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ book_id: bookId, chapter_id: null, title: 'Uzun', content: `<p>${word(size)}</p>`, is_published: false }),
            },
            token,
          );
        }
        await page.goto(`${BASE}/story-details/${bookId}`);
        await page.getByRole('tab', { name: /^İçindekiler/ }).click();
        if (mode === 'paste') {
          await page.getByRole('button', { name: 'Yeni Bölüm', exact: true }).click();
        } else {
          await page.getByRole('button', { name: /^Düzenle/ }).first().click();
        }
        const body = page.getByRole('textbox', { name: 'Bölüm metni' });
        await body.waitFor({ timeout: 60_000 });
        if (mode === 'paste') {
          const pasteStart = Date.now();
          await body.evaluate((el, text) => {
            const data = new DataTransfer();
            data.setData('text/plain', text);
            el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
          }, word(size));
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
          console.log(`${size} paste: ${Date.now() - pasteStart} ms`);
        }
        const latencies = await typeAndMeasure(page);
        const chars = await page.getByTestId('char-count').textContent();
        console.log(
          `${size} ${mode}: median ${median(latencies).toFixed(0)} ms over ${latencies.length} keys ` +
            `[${latencies.map((v) => v.toFixed(0)).join(', ')}], counter ${chars}`,
        );
      }
    }
    await browser.close();
  } finally {
    await stopServer(server);
  }
}

await main();
