/**
 * One voice (docs/PRODUCT.md#what-okuryazar-is, DESIGN): every text the product shows spells "hikaye" (never "hikâye")
 * and speaks to the reader with the formal "siz". `voiceFindings` finds the other forms in a
 * text the product shows (a message, a JSX text, a string literal, an agreement's HTML); the
 * voice tests run it over all of them. Used by tests only (not exported from the index).
 *
 * Turkish marks the second person singular with suffixes, and some of them are spelled like
 * other forms (a genitive "kitabın" is "of the book", a possessive "kitabın" is "your
 * book"). The patterns are the forms that are not ambiguous: the pronoun, verb endings, the
 * question particle, a participle's possessive, a vowel-final noun with a bare -n, and a
 * possessive closing a phrase, where no genitive can stand.
 */

const L = String.raw`\p{L}`;
/** Not preceded / followed by a letter or digit: a whole word (Turkish letters included). */
const START = String.raw`(?<![\p{L}\p{N}_])`;
const END = String.raw`(?![\p{L}\p{N}_])`;

/**
 * Nouns the product talks about that end in a vowel: for them "-n" (optionally with a case)
 * is the informal possessive and nothing else ("listen", "hikayeni", "şifrende"); the
 * formal one is "-niz" ("listeniz").
 */
const VOWEL_NOUNS = [
  'liste',
  'listesi',
  'hikaye',
  'hikâye',
  'kütüphane',
  'şifre',
  'parola',
  'sayfa',
  'e-posta',
  'posta',
  'kategori',
  'takipçi',
  'okuyucu',
  'kullanıcı',
  'seri',
  'tema',
  'oturum bilgisi',
];
const CASES = String.raw`(?:[ıiuüae]|d[ae]|d[ae]n|d[ae]ki|l[ae]|[ıi]z)?`;

interface Rule {
  name: string;
  pattern: RegExp;
}

export const VOICE_RULES: readonly Rule[] = [
  { name: 'hikâye spelling', pattern: /hikâye/giu },
  { name: 'informal pronoun', pattern: new RegExp(`${START}(?:sen|senin|sana|seni|senden|sende|seninle|sence)${END}`, 'giu') },
  // "-yorsun", "-ebilirsin", "-eceksin", "-malısın", "-mazsın", aorist "-ersin/-ırsın",
  // conditional "-ersen/-arsan", evidential "-mişsin": second-person singular verb endings.
  {
    name: 'informal verb',
    pattern: new RegExp(
      `${L}*(?:yorsun|[ae]bilirsin|[ae]bilirsen|[ae]c[ae]ks[ıi]n|m[ae]l[ıi]s[ıi]n|m[ae]zs[ıi]n|m[ae]zs[ae]n|[ıiuüae]rs[ıiuü]n|[ıiuüae]rs[ae]n|m[ıiuü]şs[ıiuü]n|d[ıiuü]ys[ae]n)${END}`,
      'giu',
    ),
  },
  // "Hazır mısın?", "Emin misin?": the question particle in the second person singular.
  { name: 'informal question', pattern: new RegExp(`${START}m[ıiuü]s[ıiuü]n${END}`, 'giu') },
  // "istediğin", "okuduğun", "takip edebileceğin": a participle with the informal possessive.
  { name: 'informal participle', pattern: new RegExp(`${L}+(?:[dt][ıi]ğ[ıi]n|[dt][uü]ğ[uü]n|[ae]c[ae]ğ[ıi]n)${END}`, 'giu') },
  {
    name: 'informal possessive',
    pattern: new RegExp(`${START}(?:${VOWEL_NOUNS.join('|')})n${CASES}${END}`, 'giu'),
  },
  // A possessive closing a phrase ("… ve hakların."): a genitive always has a noun after it.
  { name: 'informal possessive', pattern: new RegExp(`${L}+l[ae]r[ıi]n(?=\\s*(?:[.;:!?)…]|$))`, 'gu') },
  // Informal possessives the product once wrote that the rules above cannot tell from a genitive.
  {
    name: 'informal possessive',
    pattern: new RegExp(
      `${START}(?:hesabın|hesabına|profilin|profilinde|taslaklarını|beğendiğin|sayfandan|rafın)${END}`,
      'giu',
    ),
  },
  // Informal imperatives of what the product asks a reader to do ("kontrol et", "… bak."). A
  // button's label is a bare verb in the formal voice too ("Kaydet", "Tekrar dene").
  { name: 'informal imperative', pattern: new RegExp(`${START}(?:kontrol et|bak|bir göz at)${END}`, 'giu') },
];

/**
 * The possessive with "-ız/-iz" is the formal one ("hikayeniz"); the CASES group above allows
 * it so that the pattern reads the whole word, and this drops it again.
 */
const FORMAL_ENDING = /n[ıi]z$/iu;

/** Every informal form or "hikâye" in `text`, as "rule: words". Texts in `allowed` are skipped. */
export function voiceFindings(text: string, allowed: readonly string[] = []): string[] {
  if (allowed.some((a) => text.includes(a))) {
    for (const a of allowed) text = text.split(a).join(' ');
  }
  const found: string[] = [];
  for (const { name, pattern } of VOICE_RULES) {
    for (const match of text.matchAll(pattern)) {
      if (name === 'informal possessive' && FORMAL_ENDING.test(match[0])) continue;
      found.push(`${name}: ${match[0]}`);
    }
  }
  return found;
}
