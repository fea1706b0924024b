import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSizeFile } from '../lib/images';
import { API_ROOT } from '../api-root';
import type { CoverOptions } from './cover-art';
import { COVER_WIDTH } from './cover-size';
import { DEMO_AUTHORS, DEMO_STORIES } from './demo-content';

/**
 * The demo covers are rendered by `npm run build` into `dist/demo-covers/`, and the seeder of
 * the built app copies those files instead of drawing forty covers with sharp on a first start
 * (seconds of CPU on two cores, issue 10). The files are the very bytes the seeder would
 * render: the same code draws them from the same input. Each is named by a hash of what it is
 * drawn from, so a cover whose story changed is simply not found and is rendered as before.
 * Run from source (`npm run dev`, tests), the seeder renders: a dist/ from an older build
 * may have been drawn by other code.
 */
export const DEMO_COVERS_DIR = path.join(API_ROOT, 'dist', 'demo-covers');

export interface CoverFiles {
  jpeg: Buffer;
  sizes: ImageSizeFile[];
}

/** Each demo story's cover as the seeder draws it, in story order. */
export function demoCoverOptions(): CoverOptions[] {
  return DEMO_STORIES.map((story) => {
    const author = DEMO_AUTHORS.find((a) => a.username === story.authorUsername);
    return { title: story.title, author: author?.fullName ?? story.authorUsername, ...story.cover };
  });
}

function fileStem(opts: CoverOptions): string {
  return createHash('sha256').update(JSON.stringify([COVER_WIDTH, opts])).digest('base64url').slice(0, 32);
}

const MANIFEST = 'manifest.json';
/** File stem → the widths of its WebP sizes. */
type Manifest = Record<string, number[]>;

/** Build time: renders every demo cover into `dir`; returns how many. */
export async function prerenderDemoCovers(dir: string, render: (opts: CoverOptions) => Promise<CoverFiles>): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const manifest: Manifest = {};
  const all = demoCoverOptions();
  let next = 0;
  // Two at a time, as the seeder does (sharp has threads of its own).
  const worker = async () => {
    for (let i = next++; i < all.length; i = next++) {
      const opts = all[i]!;
      const stem = fileStem(opts);
      const { jpeg, sizes } = await render(opts);
      writeFileSync(path.join(dir, `${stem}.jpg`), jpeg);
      for (const size of sizes) writeFileSync(path.join(dir, `${stem}-w${size.width}.webp`), size.body);
      manifest[stem] = sizes.map((s) => s.width);
    }
  };
  await Promise.all([worker(), worker()]);
  // Written last: an interrupted build leaves no manifest, and then no file is used.
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest)}\n`);
  return all.length;
}

const manifests = new Map<string, Promise<Manifest | null>>();

function readManifest(dir: string): Promise<Manifest | null> {
  let manifest = manifests.get(dir);
  if (!manifest) {
    manifest = readFile(path.join(dir, MANIFEST), 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => null,
    );
    manifests.set(dir, manifest);
  }
  return manifest;
}

/** The pre-rendered files of one cover, or null when `dir` has none for it. */
export async function readPrerenderedCover(dir: string, opts: CoverOptions): Promise<CoverFiles | null> {
  const stem = fileStem(opts);
  const widths = (await readManifest(dir))?.[stem];
  if (!widths) return null;
  try {
    const [jpeg, ...bodies] = await Promise.all([readFile(path.join(dir, `${stem}.jpg`)), ...widths.map((w) => readFile(path.join(dir, `${stem}-w${w}.webp`)))]);
    return { jpeg: jpeg!, sizes: widths.map((width, i) => ({ width, body: bodies[i]! })) };
  } catch {
    return null;
  }
}
