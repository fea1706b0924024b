/**
 * Renders every demo cover into one contact sheet PNG, to look at the shelf as a whole
 * while designing covers, and prints the render time:
 *   npx tsx scripts/cover-sheet.ts /tmp/covers-sheet.png   (from apps/api)
 */
import sharp from 'sharp';
import { renderCover } from '../src/seed/cover-art';
import { DEMO_AUTHORS, DEMO_STORIES } from '../src/seed/demo-content';

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/covers-sheet.png';
  const started = performance.now();
  const jpegs: Buffer[] = [];
  for (const story of DEMO_STORIES) {
    const author = DEMO_AUTHORS.find((a) => a.username === story.authorUsername)!;
    jpegs.push(await renderCover({ title: story.title, author: author.fullName, ...story.cover }));
  }
  console.log(`rendered ${jpegs.length} covers in ${(performance.now() - started).toFixed(0)} ms`);
  const cols = 8;
  const [tw, th, gap] = [200, 300, 12];
  const rows = Math.ceil(jpegs.length / cols);
  const tiles = await Promise.all(jpegs.map((j) => sharp(j).resize(tw, th).toBuffer()));
  await sharp({ create: { width: cols * (tw + gap) + gap, height: rows * (th + gap) + gap, channels: 3, background: '#ece6da' } })
    .composite(tiles.map((input, i) => ({ input, left: gap + (i % cols) * (tw + gap), top: gap + Math.floor(i / cols) * (th + gap) })))
    .png()
    .toFile(out);
  console.log(`wrote ${out}`);
}

void main();
