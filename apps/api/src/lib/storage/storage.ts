/**
 * Where uploaded images live (docs/PRODUCT.md#operator-and-tool-contracts): local disk by default, S3-compatible object
 * storage when configured. Keys look like "covers/<random>.jpg"; responses turn them into
 * URLs with publicFileUrl.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Bytes of a stored object, or null when there is none (used by tests and tools). */
  get(key: string): Promise<Buffer | null>;
}

/** Keys are made by the server only; this guards against a stored value walking out of the root. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
