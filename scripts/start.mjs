// `npm start`: runs the compiled server, building first only when dist/ does not match the
// sources (a fresh clone, a pull, an edit). A current build starts at once.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildCurrent, root } from './build-stamp.mjs';

if (!isBuildCurrent()) {
  console.log('Derleme güncel değil: önce derleniyor (npm run build)…');
  const { status } = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

// The server is this process's only child: signals pass through and its exit code is ours.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], { cwd: path.join(root, 'apps/api'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
