// `npm run build`: the web app, then the API bundle, then the stamp that tells `npm start`
// this build matches the sources (scripts/build-stamp.mjs).
import { spawnSync } from 'node:child_process';
import { fingerprint, root, writeStamps } from './build-stamp.mjs';

const print = fingerprint();
for (const workspace of ['@okuryazar/web', '@okuryazar/api']) {
  const { status } = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
writeStamps(print);
