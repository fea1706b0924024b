// One step of `npm run build` (scripts/build.mjs) as a newcomer sees it: a line when it starts
// and a line when it is done, instead of the tools' own report (Vite lists every one of its
// ~150 assets). What a tool writes to standard error (warnings, errors) still shows as it
// comes; its standard output is kept and printed in full when the step fails, or always with
// `--verbose`, so a failed build shows everything that led to it.
import { spawn } from 'node:child_process';

const seconds = (ms) => `${(ms / 1000).toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} sn`;

/**
 * Builds `label` ("Web uygulaması") by running `command args` in `cwd`; resolves to its exit code (a signal
 * counts as 1). `out` and `err` are where the step's lines go (the process's own by default).
 */
export function runStep(label, command, args, { cwd, verbose = false, out = process.stdout, err = process.stderr } = {}) {
  const started = performance.now();
  out.write(`• ${label} derleniyor…\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const kept = [];
    child.stdout.on('data', (chunk) => (verbose ? out.write(chunk) : kept.push(chunk)));
    child.stderr.on('data', (chunk) => err.write(chunk));
    let done = false;
    const finish = (code) => {
      if (done) return; // a child that cannot start reports 'error' and may still 'close'
      done = true;
      if (code === 0) {
        out.write(`  ✓ ${label} derlendi (${seconds(performance.now() - started)})\n`);
      } else {
        // The whole report of the failed step, then the verdict: nothing of it stays hidden.
        for (const chunk of kept) out.write(chunk);
        err.write(`  ✗ ${label} derlenemedi (çıkış kodu ${code})\n`);
      }
      resolve(code);
    };
    child.on('error', (error) => {
      err.write(`${error.message}\n`);
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}
