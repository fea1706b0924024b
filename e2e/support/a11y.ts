import axe, { type AxeResults } from 'axe-core';
import { expect, type Page, type TestInfo } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core run in the page itself, loaded once per document: the app has no frames, so the
 * Playwright wrapper's per-frame partial runs (and the blank page it opens to merge them, a
 * second load of axe's 550 KB each time) were most of each check's cost. Only violations carry
 * their nodes: the passes are not read.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Evaluated as a script by the browser's debugger, outside the page's CSP (no eval there).
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    // axe measures the colours on screen, and a button half-way through its fade-in is not what
    // a reader sees. What the last step started (a toast, a dialog) is let begin (a quarter
    // second of the page's timers), then every finite animation is brought to its end. Finished
    // rather than awaited: waiting hangs for as long as the browser draws no frame, which a
    // starved headless Chromium sometimes does not for minutes.
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
    return (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
  });
}

/**
 * Runs axe on the current page and fails on any 'serious' or 'critical' violation,
 * printing each one (rule, impact, help and the offending nodes). Set AXE_VERBOSE=1 to also
 * print the minor and moderate findings.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, testInfo?: TestInfo): Promise<void> {
  const results = await runAxe(page);
  if (process.env.AXE_VERBOSE) {
    // Also list the minor and moderate findings (they do not fail the test).
    const all = results.violations.map((v) => `[${v.impact}] ${v.id} ×${v.nodes.length}: ${v.help}`);
    console.log(`axe on ${label}: ${all.length ? `\n  ${all.join('\n  ')}` : 'no violations'}`);
  }
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n\n');
  if (blocking.length > 0) {
    console.log(`axe violations on ${label}:\n${report}`);
    if (testInfo) await testInfo.attach(`axe-${label}`, { body: report, contentType: 'text/plain' });
  }
  expect(blocking, `serious/critical axe violations on ${label}:\n${report}`).toEqual([]);
}
