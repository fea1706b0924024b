/**
 * The Turkish genitive ("possessive") suffix for a name, with its apostrophe:
 * Ali'nin, Ayşe'nin, Burak'ın, Gül'ün, Onur'un, Deniz'in, okur42'nin.
 *
 * The suffix follows four-way vowel harmony on the last vowel (a ı → ı, e i → i, o u → u,
 * ö ü → ü) and takes a buffer 'n' after a final vowel. A name ending in digits is read the
 * way it is spoken (42 → "kırk iki" → 'nin; 10 → "on" → 'un).
 */
const HARMONY: Record<string, string> = { a: 'ı', ı: 'ı', â: 'ı', e: 'i', i: 'i', î: 'i', o: 'u', u: 'u', û: 'u', ö: 'ü', ü: 'ü' };
const VOWELS = new Set(Object.keys(HARMONY));

const ONES = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];

/** The spoken last word of a number, which is what the suffix harmonises with. */
function lastSpokenWord(digits: string): string {
  const n = digits.replace(/^0+(?=\d)/, '');
  if (/^0+$/.test(digits)) return 'sıfır';
  const last = Number(n.at(-1));
  if (last !== 0) return ONES[last]!;
  const tens = Number(n.at(-2) ?? 0);
  if (tens !== 0) return TENS[tens]!;
  if (n.length >= 4 && n.endsWith('000')) return n.length >= 7 && n.endsWith('000000') ? 'milyon' : 'bin';
  return 'yüz';
}

export function possessiveSuffix(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  const lower = trimmed.toLocaleLowerCase('tr-TR');
  const digits = /(\d+)$/.exec(lower)?.[1];
  const spoken = digits ? lastSpokenWord(digits) : lower.replace(/[^a-zçğıöşüâîû]/g, '');
  const letters = [...spoken];
  const lastVowel = [...letters].reverse().find((c) => VOWELS.has(c));
  if (!lastVowel) return "'in";
  const vowel = HARMONY[lastVowel]!;
  const endsWithVowel = VOWELS.has(letters.at(-1) ?? '');
  return `'${endsWithVowel ? 'n' : ''}${vowel}n`;
}

export function withPossessive(name: string): string {
  return `${name.trim()}${possessiveSuffix(name)}`;
}
