// `npm run build`: the web app, then the API bundle, then the stamp that tells `npm start`
// this build matches the sources (scripts/build-stamp.mjs). Each step prints a line when it
// starts and when it is done (scripts/build-steps.mjs); `--verbose` shows the tools' own output.
import { fingerprint, root, writeStamps } from './build-stamp.mjs';
import { runStep } from './build-steps.mjs';

const verbose = process.argv.includes('--verbose');
const steps = [
  { label: 'Web uygulaması', workspace: '@okuryazar/web' },
  { label: 'API', workspace: '@okuryazar/api' },
];

const print = fingerprint();
for (const { label, workspace } of steps) {
  const status = await runStep(label, 'npm', ['run', 'build', '--workspace', workspace], { cwd: root, verbose });
  if (status !== 0) process.exit(status);
}
writeStamps(print);
