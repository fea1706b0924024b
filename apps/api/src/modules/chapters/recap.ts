/**
 * "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): a chapter's recap is plain text (the reader shows it as text, never as HTML), at most
 * LIMITS.chapterRecapMaxChars characters (the contract's schema checks the length). Stored without NUL characters,
 * with Windows line ends made plain and the surrounding blank space trimmed; '' means no recap.
 */
export function cleanRecap(recap: string): string {
  return recap.replace(/\0/g, '').replace(/\r\n?/g, '\n').trim();
}
