import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalStorage } from './local-storage';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

/** The AWS SDK (a second or more to load) is loaded only when S3 is configured. */
export async function createStorage(config: AppConfig): Promise<FileStorage> {
  if (!config.s3) return new LocalStorage(path.resolve(config.dataDir, 'uploads'));
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config.s3);
}

/** The storage key behind a stored image value, or null for a full URL or nothing. */
export function storageKeyOf(stored: string | null | undefined): string | null {
  if (!stored || /^https?:\/\//i.test(stored) || stored.startsWith('/')) return null;
  return stored;
}
