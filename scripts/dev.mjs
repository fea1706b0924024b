// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with HMR side by side.
// Vite proxies /api, /uploads and /ws to the API, so open http://127.0.0.1:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@okuryazar/api'], { stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '--workspace', '@okuryazar/web'], { stdio: 'inherit', env: process.env }),
];
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
