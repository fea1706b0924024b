import sharp from 'sharp';
import { renderCover } from '../src/seed/cover-art';
import { DEMO_AUTHORS, DEMO_STORIES } from '../src/seed/demo-content';
const out = process.argv[2] ?? '/tmp/covers-sheet.png';
const t0 = performance.now();
const jpegs: Buffer[] = [];
for (const story of DEMO_STORIES) {
  const author = DEMO_AUTHORS.find((a) => a.username === story.authorUsername)!;
  jpegs.push(await renderCover({ title: story.title, author: author.fullName, ...story.cover }));
}
const t1 = performance.now();
console.log(`rendered ${jpegs.length} covers in ${(t1 - t0).toFixed(0)} ms`);
const cols = 8, tw = 200, th = 300, gap = 12;
const rows = Math.ceil(jpegs.length / cols);
const tiles = await Promise.all(jpegs.map((j) => sharp(j).resize(tw, th).toBuffer()));
await sharp({ create: { width: cols * (tw + gap) + gap, height: rows * (th + gap) + gap, channels: 3, background: '#ece6da' } })
  .composite(tiles.map((input, i) => ({ input, left: gap + (i % cols) * (tw + gap), top: gap + Math.floor(i / cols) * (th + gap) })))
  .png().toFile(out);
console.log('wrote', out);
