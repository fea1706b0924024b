/*
 * Search folding (docs/PRODUCT.md#discovery): Turkish lower-casing (İ→i, I→ı) and then the Turkish letters
 * a phone keyboard often lacks written as their ASCII neighbours, so `KADIKOY`, `kadikoy` and
 * `Kadıköy` compare equal. The SQL function tr_fold (migration 0014) is the same mapping
 * character for character; the test in fold.test.ts and the API's folded-search tests keep
 * them in step. Only ASCII letters are otherwise lower-cased, exactly like lower(x COLLATE
 * "C") in SQL, so the database locale never changes an answer.
 */
const FOLDED: Record<string, string> = {
  İ: 'i',
  I: 'i',
  ı: 'i',
  Î: 'i',
  î: 'i',
  Ş: 's',
  ş: 's',
  Ğ: 'g',
  ğ: 'g',
  Ü: 'u',
  ü: 'u',
  Û: 'u',
  û: 'u',
  Ö: 'o',
  ö: 'o',
  Ç: 'c',
  ç: 'c',
  Â: 'a',
  â: 'a',
};
const FOLDABLE = /[İIıÎîŞşĞğÜüÛûÖöÇçÂâ]/g;

/** The characters tr_fold translates, in SQL translate() order (from, to). */
export const TR_FOLD_SQL_MAP = {
  from: Object.keys(FOLDED).join(''),
  to: Object.values(FOLDED).join(''),
};

export function trFold(value: string): string {
  return value.replace(FOLDABLE, (c) => FOLDED[c] ?? c).replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** A search query as matched: folded, trimmed, single spaces. */
export function foldQuery(value: string): string {
  return trFold(value.trim().replace(/\s+/g, ' '));
}
