import type { AppConfig } from '../config';

/**
 * Images are stored as a storage key ("covers/ab12.jpg") or, for imported data, a full URL.
 * Responses carry a URL the browser can load with either storage (docs/PRODUCT.md#operator-and-tool-contracts).
 */
export function publicFileUrl(config: Pick<AppConfig, 's3'>, stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored) || stored.startsWith('/')) return stored;
  if (config.s3) {
    const base = config.s3.publicUrl ?? `${config.s3.endpoint.replace(/\/+$/, '')}/${config.s3.bucket}`;
    return `${base.replace(/\/+$/, '')}/${stored}`;
  }
  return `/uploads/${stored}`;
}
