// `npm run files:copy-to-s3`: DATA_DIR/uploads into the bucket of the S3_* settings
// (README "Moving to PostgreSQL and S3"). Safe to run again; the local files stay.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { copyUploadsToS3 } from '../../src/ops/copy-uploads-to-s3';
import { dataDirFromEnv } from '../../src/ops/embedded-source';
import { S3Storage } from '../../src/lib/storage/s3-storage';

let s3;
try {
  s3 = loadConfig({ ...process.env, NODE_ENV: 'development' }).s3;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!s3) {
  console.error('S3 ayarları eksik: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY birlikte verilmeli (S3_REGION, S3_PUBLIC_URL isteğe bağlı).');
  process.exit(1);
}
const uploads = path.join(dataDirFromEnv(), 'uploads');
if (!existsSync(uploads)) {
  console.error(`${uploads} bulunamadı: yüklenecek dosya yok. DATA_DIR doğru mu?`);
  process.exit(1);
}
const started = performance.now();
const report = await copyUploadsToS3(uploads, new S3Storage(s3), (line) => console.log(line));
console.log(
  `${report.copied} dosya (${(report.bytes / 1024 / 1024).toFixed(1)} MB) ${s3.bucket} kovasına ${((performance.now() - started) / 1000).toFixed(1)} sn'de yüklendi.`,
);
if (report.skipped.length > 0) console.log(`Uygulamaya ait olmayan ${report.skipped.length} dosya atlandı: ${report.skipped.slice(0, 5).join(', ')}`);
