// The web build's Vite manifest (apps/web/dist/.vite/manifest.json), read the same way by the
// bundle report (scripts/bundle-report.mjs) and the landing prerender
// (apps/web/scripts/prerender-landing.mjs): which chunks a page loads, and their stylesheets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} Manifest */

/** @returns {Manifest} */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Manifest keys statically reachable from `keys` (inclusive). */
export function manifestClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The stylesheets of these chunks, each once. */
export function manifestCss(manifest, keys) {
  return [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
}
