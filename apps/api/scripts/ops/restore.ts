// `npm run restore -- <file.tar.gz>`: a backup of `npm run backup` into an empty DATA_DIR.
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock';
import { restoreBackup, RestoreRefusedError } from '../../src/ops/backup-archive';
import { dataDirFromEnv, operatorPath } from '../../src/ops/embedded-source';

const arg = process.argv[2];
if (!arg) {
  console.error('Kullanım: npm run restore -- /yedekler/okuryazar-2026-11-24.tar.gz');
  process.exit(2);
}
const file = operatorPath(arg);
const dataDir = dataDirFromEnv();
try {
  const lock = acquireDataDirLock(dataDir);
  try {
    await restoreBackup(file, dataDir);
  } finally {
    lock.release();
  }
  console.log(`Geri yüklendi: ${dataDir}. Uygulamayı bu DATA_DIR ile başlatabilirsiniz.`);
} catch (error) {
  if (error instanceof RestoreRefusedError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  // Anything else is told in one line too: an operator's tool answers without a stack trace.
  console.error(`Geri yükleme yapılamadı: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
