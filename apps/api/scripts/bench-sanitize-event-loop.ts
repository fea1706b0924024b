/**
 * How long the event loop stalls while a worst-case allowed chapter (400000 characters,
 * nested to the limit) is sanitised: inline with sanitize-html versus through
 * sanitizeChapterHtml (worker thread above SANITIZE_INLINE_MAX_CHARS). Prints the largest
 * and 99th-percentile event-loop delay of each, measured with monitorEventLoopDelay.
 *
 *   npx tsx apps/api/scripts/bench-sanitize-event-loop.ts
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LIMITS } from '@okuryazar/shared';
import sanitizeHtml from 'sanitize-html';
import { sanitizeChapterHtml } from '../src/lib/sanitize';

const ROUNDS = 5;
const tags = ['strong', 'em', 's', 'b', 'i'];
const names = ['p', ...Array.from({ length: LIMITS.chapterHtmlMaxDepth - 1 }, (_, i) => tags[i % tags.length]!)];
const block = names.map((n) => `<${n}>`).join('') + 'Uzun bir cümle.' + [...names].reverse().map((n) => `</${n}>`).join('');
const html = block.repeat(Math.floor((LIMITS.chapterMaxChars * 4) / block.length));

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  for (let i = 0; i < ROUNDS; i += 1) {
    await run();
    // Let the monitor's timer observe the loop between rounds.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  histogram.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(`${label}: max ${ms(histogram.max)} ms, p99 ${ms(histogram.percentile(99))} ms event-loop delay over ${ROUNDS} sanitisations of ${html.length} characters`);
}

await sanitizeChapterHtml(html); // start the worker outside the measurement
await measure('inline sanitize-html', async () => sanitizeHtml(html, { allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 's'], allowedAttributes: {} }));
await measure('sanitizeChapterHtml (worker)', () => sanitizeChapterHtml(html));
process.exit(0);
