// `npm run backup -- <file.tar.gz>`: a consistent snapshot of an embedded DATA_DIR (database,
// uploads, generated JWT secret), whether the app is stopped or running (README "Backups").
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock';
import { openDatabase } from '../../src/db/client';
import { writeBackup, type BackupResult } from '../../src/ops/backup-archive';
import { BackupRequestError, requestBackupFromRunningApp } from '../../src/ops/backup-requests';
import { dataDirFromEnv, operatorPath } from '../../src/ops/embedded-source';

const arg = process.argv[2];
if (!arg) {
  console.error('Kullanım: npm run backup -- /yedekler/okuryazar-2026-11-24.tar.gz');
  process.exit(2);
}
const file = operatorPath(arg);
if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL ayarlı: veriler PostgreSQL’de. Yedek için PostgreSQL’in kendi araçlarını kullanın:\n' +
      '  pg_dump --format=custom --file=okuryazar.dump "$DATABASE_URL"\n' +
      '  pg_restore --no-owner --dbname="<boş veritabanının adresi>" okuryazar.dump\n' +
      'Yüklenen dosyalar S3’te ise kovanın sürümlemesini ya da kopyasını kullanın; yerelde ise DATA_DIR/uploads klasörünü kopyalayın.',
  );
  process.exit(1);
}

const dataDir = dataDirFromEnv();
const started = performance.now();
let result: BackupResult;
try {
  const lock = acquireDataDirLock(dataDir);
  const database = await openDatabase({ dataDir, lock });
  try {
    result = await writeBackup(database.pglite!, dataDir, file);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.log(`Uygulama çalışıyor (pid ${error.ownerPid}); yedeği uygulama yazıyor…`);
  try {
    result = await requestBackupFromRunningApp(dataDir, error.ownerPid, file);
  } catch (failure) {
    if (failure instanceof BackupRequestError) {
      console.error(failure.message);
      process.exit(1);
    }
    throw failure;
  }
}
console.log(`Yedek yazıldı: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} sn)`);
