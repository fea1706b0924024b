import { describe, expect, it } from 'vitest';
import { itMapsEach } from './table-tests';
import { matchRanges } from './highlight';
import { storyTagsFieldSchema, storyTagsSchema, tagLabelSchema, tagSlug } from './tag-schemas';

describe('tags', () => {
  itMapsEach('slug of %j is %j', tagSlug, [
    ['Bilim Kurgu', 'bilim-kurgu'],
    ['BİLİM-KURGU', 'bilim-kurgu'],
    ['  Şiir  ', 'siir'],
    ['Kadıköy  1990', 'kadikoy-1990'],
  ]);

  it.each(['a', 'x'.repeat(31), 'şiir!', '-aşk', 'aşk--acı', '#aşk', ''])('refuses %j', (label) => {
    expect(tagLabelSchema.safeParse(label).success).toBe(false);
  });

  it.each(['aş', 'Bilim Kurgu', 'dönem-romanı', '1990lar', 'x'.repeat(30)])(
    'accepts %j',
    (label) => {
      expect(tagLabelSchema.safeParse(label).success).toBe(true);
    },
  );

  it('keeps one spelling of a repeated tag and at most 10 tags', () => {
    expect(storyTagsSchema.parse(['Şiir', 'siir', 'ŞİİR', 'aşk'])).toEqual(['Şiir', 'aşk']);
    const eleven = Array.from({ length: 11 }, (_, i) => `etiket ${i}`);
    expect(storyTagsSchema.safeParse(eleven).error?.issues[0]?.message).toBe(
      'Bir hikayeye en fazla 10 etiket ekleyebilirsiniz.',
    );
  });

  it('reads the multipart field as a JSON array', () => {
    expect(storyTagsFieldSchema.parse('["Aşk", " bilim  kurgu "]')).toEqual(['Aşk', 'bilim kurgu']);
    expect(storyTagsFieldSchema.safeParse('aşk').success).toBe(false);
    expect(storyTagsFieldSchema.safeParse('{"a":1}').success).toBe(false);
  });
});

describe('matchRanges', () => {
  it('finds folded matches at their original positions', () => {
    expect(matchRanges("Kadıköy'de Bir Gece", 'kadikoy')).toEqual([[0, 7]]);
    expect(matchRanges('Güneşin Oğlu', 'GUNES oglu')).toEqual([
      [0, 5],
      [8, 12],
    ]);
    expect(matchRanges('Yaz', 'kış')).toEqual([]);
    expect(matchRanges('aaaa', 'aa a')).toEqual([[0, 4]]);
  });
});
