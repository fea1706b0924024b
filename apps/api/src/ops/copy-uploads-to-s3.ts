import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../lib/storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Uploads in flight at once: enough to hide a round trip, few enough for a small server. */
const PARALLEL = 8;

export interface UploadsCopyReport {
  copied: number;
  bytes: number;
  /** Files whose names are not storage keys the app makes (left where they are). */
  skipped: string[];
}

/** Storage keys are `<folder>/<name>.<ext>` (lib/storage/storage.ts); the local store keeps them as paths. */
function localKeys(uploadsDir: string): string[] {
  const keys: string[] = [];
  for (const folder of readdirSync(uploadsDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) {
      keys.push(folder.name);
      continue;
    }
    for (const file of readdirSync(path.join(uploadsDir, folder.name), { withFileTypes: true })) keys.push(`${folder.name}/${file.name}`);
  }
  return keys.sort();
}

/**
 * Puts every file of DATA_DIR/uploads into the S3 bucket under the same key. The database
 * stores keys, not URLs, so once the app runs with the S3_* settings the same rows point at
 * the copies. Re-running overwrites with the same bytes, so an interrupted copy is resumed
 * by running it again. The local files are left in place.
 */
export async function copyUploadsToS3(uploadsDir: string, target: FileStorage, log: (line: string) => void = () => undefined): Promise<UploadsCopyReport> {
  const report: UploadsCopyReport = { copied: 0, bytes: 0, skipped: [] };
  const queue = localKeys(uploadsDir);
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const type = CONTENT_TYPES[path.extname(key).toLowerCase()];
      if (!type || !/^[a-z]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(key)) {
        report.skipped.push(key);
        continue;
      }
      const body = await readFile(path.join(uploadsDir, key));
      await target.put(key, body, type);
      report.copied += 1;
      report.bytes += body.length;
      if (report.copied % 500 === 0) log(`${report.copied} dosya yüklendi…`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return report;
}
