#!/usr/bin/env node
// `npm run bench:overlay`: the browser's CPU while the signup modal sits over the landing page
// and nobody touches anything. What is drawn under an overlay is paid for on every frame, by
// every visitor with the modal open, on a phone as much as here.
//
// Two variants, interleaved for --rounds rounds, each in its own fresh Chromium:
//   shipped  the page as built;
//   before   the same page with what this bench was written to remove put back: the overlay's
//            backdrop-filter: blur(2px), and the writing mock's caret blinking under the modal.
// For each, the CPU seconds of all of that Chromium's processes (from /proc) over --seconds
// with the modal open. Needs a running app: `npm run build && npm start`, then
//   npm run bench:overlay -- --url http://127.0.0.1:3000 [--rounds 3] [--seconds 10]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.ts';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const BASE = opt('url', 'http://127.0.0.1:3000');
const ROUNDS = Number(opt('rounds', 3));
const SECONDS = Number(opt('seconds', 10));
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) of every process whose command line names the profile folder. */
function cpuSecondsOf(marker) {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / CLOCK_TICKS;
}

async function measure(variant) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'overlay-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
    viewport: { width: 1280, height: 900 },
    locale: 'tr-TR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${BASE}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (variant === 'before') {
      // CSS modules hash the keyframes' name: take it from the caret while it still blinks.
      const blink = await page.locator('[class*="_caret_"]').evaluate((caret) => caret.ownerDocument.defaultView.getComputedStyle(caret).animationName);
      await page.addStyleTag({
        content: `[class*="_overlay_"]{backdrop-filter:blur(2px)}
          [class*="_caretHeld_"]{animation:${blink} 1.1s steps(1) infinite}`,
      });
    }
    await page.getByRole('banner').getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(1000);
    const start = cpuSecondsOf(profile);
    await page.waitForTimeout(SECONDS * 1000);
    return cpuSecondsOf(profile) - start;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { shipped: [], before: [] };
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const variant of round % 2 ? ['before', 'shipped'] : ['shipped', 'before']) {
    const cpu = await measure(variant);
    results[variant].push(cpu);
    console.log(`round ${round} ${variant.padEnd(7)} ${cpu.toFixed(2)} s of CPU in ${SECONDS} s`);
  }
}
console.log(`\nload average at start: ${load}`);
console.log('| variant | Chromium CPU per second with the modal open (median) | runs |');
console.log('|---|---:|---|');
for (const [variant, runs] of Object.entries(results)) {
  console.log(`| ${variant} | ${(median(runs) / SECONDS).toFixed(3)} s | ${runs.map((r) => r.toFixed(2)).join(', ')} |`);
}
console.log(`ratio before/shipped: ${(median(results.before) / median(results.shipped)).toFixed(2)}`);
