// A fingerprint of everything the production build is made from (the sources and configs of
// the web app, the API and the shared package, and the lockfile), so `npm start` can tell
// whether dist/ is current without rebuilding. Content-hashed: timestamps change on checkout.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['package-lock.json', 'packages/shared', 'apps/api/src', 'apps/api/scripts', 'apps/api/package.json', 'apps/api/drizzle', 'apps/web'];
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.vite']);
const STAMPS = ['apps/web/dist/.build-stamp', 'apps/api/dist/.build-stamp'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  const dirents = readdirSync(full, { withFileTypes: true });
  for (const dirent of dirents.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(dirent.name)) continue;
    const child = path.join(entry, dirent.name);
    // Tests do not go into the build: editing one must not cost a rebuild.
    if (dirent.isDirectory()) yield* files(child);
    else if (!/\.test\.tsx?$/.test(dirent.name)) yield child;
  }
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const list = statSync(full).isDirectory() ? [...files(input)] : [input];
    for (const file of list) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

export const isBuildCurrent = (print = fingerprint()) => STAMPS.every((stamp) => existsSync(path.join(root, stamp)) && readFileSync(path.join(root, stamp), 'utf8') === print);

export function writeStamps(print = fingerprint()) {
  for (const stamp of STAMPS) writeFileSync(path.join(root, stamp), print);
}
