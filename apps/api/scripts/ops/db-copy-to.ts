// `npm run db:copy-to -- <postgres url>`: the embedded database of DATA_DIR into an empty
// PostgreSQL database (README "Moving to PostgreSQL"). The app must be stopped.
import { DataDirLockedError } from '../../src/db/data-dir-lock';
import { CopyRefusedError, copyToPostgres, formatCounts } from '../../src/ops/copy-to-postgres';
import { dataDirFromEnv, NoEmbeddedDatabaseError, openExistingEmbedded } from '../../src/ops/embedded-source';

const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Kullanım: npm run db:copy-to -- postgres://kullanici:parola@sunucu:5432/veritabani');
  process.exit(2);
}

const dataDir = dataDirFromEnv();
try {
  const source = await openExistingEmbedded(dataDir);
  try {
    console.log(`Kaynak: ${dataDir}/db → hedef: ${new URL(url).host}${new URL(url).pathname}`);
    const report = await copyToPostgres(source.pglite, url, (line) => console.log(line));
    console.log(`\n${formatCounts(report.tables)}\n`);
    const mismatched = report.tables.filter((t) => t.source !== t.target);
    if (mismatched.length > 0) {
      console.error(`Satır sayıları tutmuyor: ${mismatched.map((t) => t.table).join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`${report.rows} satır ${(report.ms / 1000).toFixed(1)} sn'de kopyalandı; tüm tablolar eşit.`);
      console.log('Şimdi uygulamayı DATABASE_URL ile başlatın.');
    }
  } finally {
    await source.close();
  }
} catch (error) {
  if (error instanceof CopyRefusedError || error instanceof DataDirLockedError || error instanceof NoEmbeddedDatabaseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
