/** How a downloaded file is named: an ASCII fallback and the Turkish title (RFC 6266 / RFC 5987). */

const TURKISH_ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A file name every browser and file system accepts: Turkish letters to ASCII, the rest to dashes. */
export function asciiFileName(title: string, extension: string): string {
  const ascii = title
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (ch) => TURKISH_ASCII[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${ascii || 'hikaye'}.${extension}`;
}

/** RFC 5987 value of filename*: the Turkish name as the browser should save it. */
function encodedFileName(name: string, extension: string): string {
  // Control characters are exactly what must not reach a header.
  // eslint-disable-next-line no-control-regex
  const full = `${name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').trim() || 'hikaye'}.${extension}`;
  return encodeURIComponent(full.replace(LONE_SURROGATE, '')).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The Content-Disposition of a download named after `name` (a story's title, say). */
export function attachmentDisposition(name: string, extension: string): string {
  return `attachment; filename="${asciiFileName(name, extension)}"; filename*=UTF-8''${encodedFileName(name, extension)}`;
}
