import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), found by walking up to its package.json from this
 * module. Files that ship beside the code (migrations, agreements, the built web app) are
 * resolved from here, so the paths hold both for the TypeScript source run by tsx
 * (src/lib/) and for the bundle that `npm start` runs (dist/ and dist/chunks/).
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
