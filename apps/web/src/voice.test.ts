import { MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';

/*
 * One voice (SPEC): the spelling "hikaye" (never "hikâye") and the formal "siz" in every
 * text the product shows. This scans the shared message catalogue and the web app's source
 * files (tests excluded) for the other forms.
 */
const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'hikâye spelling', pattern: /hikâye/giu },
  { name: 'informal pronoun', pattern: /(?<![\p{L}\p{N}_])(?:sen|senin|sana|seni|senden|sende)(?![\p{L}\p{N}_])/giu },
  // "-yorsun", "-ebilirsin", "istersin": informal second-person verb endings.
  { name: 'informal verb', pattern: /\p{L}*(?:yorsun|[ae]bilirsin|[ae]ceksin|[ae]caksın|istersin)(?![\p{L}])/giu },
  // Informal possessives of the nouns the product talks about ("kütüphanen", "şifreni", ...).
  {
    name: 'informal possessive',
    pattern: /(?<![\p{L}])(?:e-postanı|e-postana|kütüphanen|kütüphanende|kütüphanenden|kütüphanene|kütüphanendeki|hikayeni|hikayene|hikayelerini|şifren|şifreni|hesabın|hesabına|profilin|profilinde|taslaklarını|istediğin|beğendiğin|sayfandan|rafın)(?![\p{L}])/giu,
  },
  // Informal imperatives of what the product asks a reader to do ("kontrol et", "... bak.").
  { name: 'informal imperative', pattern: /(?<![\p{L}])(?:kontrol et|bak)(?![\p{L}])/giu },
];

/** The spec's literal texts that must stay letter for letter (none use these forms today). */
const ALLOWED: readonly string[] = [];

function findings(text: string): string[] {
  const found: string[] = [];
  for (const { name, pattern } of FORBIDDEN) {
    for (const match of text.matchAll(pattern)) {
      if (!ALLOWED.includes(match[0])) found.push(`${name}: ${match[0]}`);
    }
  }
  return found;
}

describe('one voice: hikaye and siz', () => {
  it('finds the forms it is meant to find', () => {
    expect(findings('Hikâyeni sen yaz; kütüphanende ne okumak istersin? Bunu sevebilirsin. Ne düşünüyorsun?')).toEqual([
      'hikâye spelling: Hikâye',
      'informal pronoun: sen',
      'informal verb: istersin',
      'informal verb: sevebilirsin',
      'informal verb: düşünüyorsun',
      'informal possessive: kütüphanende',
    ]);
    expect(findings('Hikayenizi siz yazın; kütüphanenizde ne okumak istersiniz? Hikayenin sonu. Sensör')).toEqual([]);
  });

  it('the message catalogue uses hikaye and siz', () => {
    const bad = Object.entries(MSG).flatMap(([key, text]) => findings(String(text)).map((f) => `${key}: ${f}`));
    expect(bad).toEqual([]);
  });

  it('the web components use hikaye and siz', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const bad = Object.entries(sources).flatMap(([file, text]) => findings(text).map((f) => `${file}: ${f}`));
    expect(bad).toEqual([]);
  });
});
