import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

export function createStorage(config: AppConfig): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.resolve(config.dataDir, 'uploads'));
}

/** The storage key behind a stored image value, or null for a full URL or nothing. */
export function storageKeyOf(stored: string | null | undefined): string | null {
  if (!stored || /^https?:\/\//i.test(stored) || stored.startsWith('/')) return null;
  return stored;
}
