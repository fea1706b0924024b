import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runStep } from './build-steps.mjs';

/** Runs a step whose tool is `node -e code` and returns what the newcomer's terminal shows. */
async function step(code: string, verbose = false) {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  err.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status: number = await runStep('Web uygulaması', process.execPath, ['-e', code], { verbose, out, err });
  return { status, stdout, stderr };
}

// A tool as chatty as Vite: a line per asset on standard output, a warning on standard error.
const CHATTY = `for (let i = 0; i < 45; i++) console.log('dist/assets/chunk-' + i + '.js  1.00 kB'); console.warn('uyarı: dikkat');`;

describe('a build step (scripts/build-steps.mjs)', () => {
  it('shows a start and a done line instead of the tool’s report, and its warnings as they come', async () => {
    const { status, stdout, stderr } = await step(CHATTY);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^• Web uygulaması derleniyor…\n {2}✓ Web uygulaması derlendi \(\d+,\d sn\)\n$/);
    expect(stderr).toBe('uyarı: dikkat\n');
  });

  it('shows the whole report of a step that fails, and its exit code', async () => {
    const { status, stdout, stderr } = await step(`${CHATTY} console.error('Hata: modül bulunamadı'); process.exit(3);`);
    expect(status).toBe(3);
    for (let i = 0; i < 45; i++) expect(stdout).toContain(`dist/assets/chunk-${i}.js`);
    expect(stderr).toContain('Hata: modül bulunamadı');
    expect(stderr).toContain('✗ Web uygulaması derlenemedi (çıkış kodu 3)');
    expect(stdout).not.toContain('✓');
  });

  it('shows the tool’s report as it comes with --verbose', async () => {
    const { status, stdout } = await step(CHATTY, true);
    expect(status).toBe(0);
    expect(stdout).toContain('dist/assets/chunk-44.js');
  });
});
