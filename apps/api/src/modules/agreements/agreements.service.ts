import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgreementKey, AgreementsResponse } from '@okuryazar/shared';
import type sanitizeHtml from 'sanitize-html';
import { API_ROOT } from '../../api-root';
import { loadSanitizeHtml } from '../../lib/sanitize';

export const AGREEMENTS_DIR = path.join(API_ROOT, 'agreements');

export const AGREEMENT_FILES: Record<AgreementKey, { file: string; title: string }> = {
  privacy: { file: 'gizlilik-politikasi.docx', title: 'Gizlilik Politikası' },
  terms: { file: 'kullanim-sartlari.docx', title: 'Kullanım Şartları' },
  kvkk: { file: 'kvkk-aydinlatma-metni.docx', title: 'KVKK Aydınlatma Metni' },
};

/** What a document may contain once converted: structure and emphasis, links only to the web or mail. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'br', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
};
/** Links open in a new tab without giving it this page. */
const LINK_ATTRIBUTES = { rel: 'noopener noreferrer', target: '_blank' };

export async function convertAgreement(buffer: Buffer): Promise<string> {
  // mammoth (and the zip and XML parsers under it) loads on the first conversion, not at start-up.
  const [{ default: mammoth }, sanitizeHtml] = await Promise.all([import('mammoth'), loadSanitizeHtml()]);
  const { value } = await mammoth.convertToHtml({ buffer });
  return sanitizeHtml(value, { ...SANITIZE, transformTags: { a: sanitizeHtml.simpleTransform('a', LINK_ATTRIBUTES) } });
}

/**
 * Converts the three .docx files once (docs/PRODUCT.md#product-decisions) and keeps the HTML; a replaced file is
 * picked up on the next request because its modification time changes.
 */
export class AgreementStore {
  private cache: { stamp: string; value: AgreementsResponse } | null = null;
  constructor(private readonly dir: string = AGREEMENTS_DIR) {}

  async all(): Promise<AgreementsResponse> {
    const stats = await Promise.all(Object.values(AGREEMENT_FILES).map((f) => stat(path.join(this.dir, f.file))));
    const stamp = stats.map((s) => s.mtimeMs).join(':');
    if (this.cache?.stamp === stamp) return this.cache.value;
    const entries = await Promise.all(
      (Object.entries(AGREEMENT_FILES) as [AgreementKey, { file: string; title: string }][]).map(async ([key, meta], i) => {
        const html = await convertAgreement(await readFile(path.join(this.dir, meta.file)));
        return [key, { key, title: meta.title, html, updated_at: stats[i]!.mtime.toISOString() }] as const;
      }),
    );
    const value = Object.fromEntries(entries) as AgreementsResponse;
    this.cache = { stamp, value };
    return value;
  }

  filePath(key: AgreementKey): string {
    return path.join(this.dir, AGREEMENT_FILES[key].file);
  }
}
