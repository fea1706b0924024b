// `npm run build --workspace @okuryazar/api`: bundles the API's TypeScript (and the shared
// package's) into dist/ with esbuild, so `npm start` runs plain JavaScript instead of
// compiling hundreds of files through tsx on every start. The pure-JavaScript packages every
// start loads (Fastify and its plugins, zod, Drizzle, pg, ioredis, jose, ws) are bundled too:
// resolving and compiling their hundreds of files was about a second of a 4.9 s start
// (3.9 s bundled). Everything else stays external: native addons, PGlite's WASM, packages that
// read files beside themselves (swagger-ui, static), and what loads lazily (AWS SDK, sharp).
// Dynamic imports stay separate chunks, so what server.ts loads lazily is still lazy.
import { spawn } from 'node:child_process';
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
// CommonJS code inside the ESM bundle calls `require` for Node's built-ins: the banner gives it one.
const BUNDLED = new Set(['fastify', '@fastify/cors', '@fastify/rate-limit', '@fastify/multipart', '@fastify/websocket', 'fastify-plugin', 'fastify-type-provider-zod', 'zod', 'drizzle-orm', 'pg', 'ioredis', 'jose', 'fast-json-stringify', 'ws']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@okuryazar/') && !BUNDLED.has(name));

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
  // Stack traces are mapped back to the source (`npm start` runs node --enable-source-maps);
  // the sources themselves stay out of the map, which Node reads on every start.
  sourcemap: true,
  sourcesContent: false,
  // Node parses the whole bundle on every start: minified, that is less than half the bytes.
  minify: true,
  // Keeps stack traces and log lines readable (class and function names).
  keepNames: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __okCreateRequire } from 'node:module'; const require = __okCreateRequire(import.meta.url);" },
});
console.log(`api: dist/server.mjs in ${Math.round(performance.now() - started)} ms`);

// What a first start would otherwise make itself, made here once, side by side (one is
// PGlite's WebAssembly, the other sharp's threads): the database a new embedded DATA_DIR starts
// from, initialised and migrated (src/db/template.ts), and the demo covers (src/seed/demo-covers.ts).
const steps = ['scripts/make-db-template.ts', 'scripts/prerender-demo-covers.ts'].map(
  (script) =>
    new Promise((resolve) => {
      spawn(process.execPath, ['--import', 'tsx', script], { cwd: apiDir, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1));
    }),
);
const failed = (await Promise.all(steps)).find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
