// `npm run build --workspace @okuryazar/api`: bundles the API's TypeScript (and the shared
// package's) into dist/ with esbuild, so `npm start` runs plain JavaScript instead of
// compiling hundreds of files through tsx on every start. Packages from node_modules stay
// external (native addons, PGlite's WASM and the AWS SDK load from where npm put them).
// Dynamic imports stay separate chunks, so what server.ts loads lazily is still lazy.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// esbuild is the one tsx runs on (tsx is a dependency of the API): no second copy to install.
const require = createRequire(import.meta.url);
const esbuildPath = createRequire(require.resolve('tsx/package.json')).resolve('esbuild');
const { build } = await import(pathToFileURL(esbuildPath).href);

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
// Workspace packages ship TypeScript source: they are bundled, everything else is external.
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@okuryazar/'));

const outdir = path.join(apiDir, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: apiDir,
  entryPoints: { server: 'src/server.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // Keeps stack traces and log lines readable (class and function names).
  keepNames: true,
  logLevel: 'warning',
});
console.log(`api: dist/server.mjs in ${Math.round(performance.now() - started)} ms`);
