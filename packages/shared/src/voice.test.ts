import { describe, expect, it } from 'vitest';
import { voiceFindings } from './voice';

describe('voiceFindings', () => {
  it('finds the informal forms and the hikâye spelling', () => {
    expect(voiceFindings('Hikâyeni sen yaz; kütüphanende ne okumak istersin? Bunu sevebilirsin. Ne düşünüyorsun?')).toEqual([
      'hikâye spelling: Hikâye',
      'informal pronoun: sen',
      'informal verb: istersin',
      'informal verb: sevebilirsin',
      'informal verb: düşünüyorsun',
      'informal possessive: Hikâyeni',
      'informal possessive: kütüphanende',
    ]);
  });

  it('finds the second-person singular suffixes issue 28 reported', () => {
    expect(voiceFindings('Okuma listen')).toEqual(['informal possessive: listen']);
    expect(voiceFindings('Topluluktan son gönderiler, takip edebileceğin yazarlar.')).toEqual(['informal participle: edebileceğin']);
    expect(voiceFindings('Kurallar, kişisel verilerinin nasıl işlendiği ve hakların.')).toEqual(['informal possessive: hakların']);
    expect(voiceFindings('İlk bölümü yazmaya hazır mısın?')).toEqual(['informal question: mısın']);
    expect(voiceFindings('İstersen şifreni değiştir, okuduğun hikayene dön.')).toEqual([
      'informal verb: İstersen',
      'informal participle: okuduğun',
      'informal possessive: şifreni',
      'informal possessive: hikayene',
    ]);
  });

  it('leaves the formal voice, genitives and bare button verbs alone', () => {
    expect(
      voiceFindings(
        'Hikayenizi siz yazın; kütüphanenizde ne okumak istersiniz? Hikayenin sonu. Sensör. Okurların ve yazarların hikayelerini paylaştığı ' +
          'bir topluluk. Kişisel Verilerin Korunması Kanunu. Hazır mısınız? Takip edebileceğiniz yazarlar. Okuma listeniz. Bir ad verin. Tekrar dene.',
      ),
    ).toEqual([]);
  });

  it('skips the texts it is told to allow', () => {
    expect(voiceFindings('Spec metni: hazır mısın? Başka: sen.', ['hazır mısın?'])).toEqual(['informal pronoun: sen']);
  });
});
