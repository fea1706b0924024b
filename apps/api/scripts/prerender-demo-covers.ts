// Part of `npm run build`: the demo covers, rendered once here so the built app's seeder copies
// them instead of drawing forty covers on a first start (src/seed/demo-covers.ts).
import { rmSync } from 'node:fs';
import { renderCoverFiles } from '../src/seed/cover-art';
import { DEMO_COVERS_DIR, prerenderDemoCovers } from '../src/seed/demo-covers';

const started = performance.now();
rmSync(DEMO_COVERS_DIR, { recursive: true, force: true });
const count = await prerenderDemoCovers(DEMO_COVERS_DIR, renderCoverFiles);
console.log(`api: dist/demo-covers (${count} covers) in ${Math.round(performance.now() - started)} ms`);
