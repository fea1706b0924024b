import { describe, expect, it } from 'vitest';
import { filterLibrary, sortLibrary, visibleLibrary } from './libraryFilter';

const book = (title: string, updatedAt: string | null = null) => ({
  title,
  last_read: updatedAt ? { chapter_id: 1, updated_at: updatedAt } : null,
});
const titles = (list: { title: string }[]) => list.map((b) => b.title);

describe('filterLibrary', () => {
  const books = [book('istanbul Geceleri'), book('Ilık Rüzgâr'), book('İlik Kemik'), book('Deniz')];

  it('matches a title substring case-insensitively with Turkish casing', () => {
    expect(titles(filterLibrary(books, 'İSTANBUL'))).toEqual(['istanbul Geceleri']);
    expect(titles(filterLibrary(books, 'geceLERİ'))).toEqual(['istanbul Geceleri']);
    expect(titles(filterLibrary(books, 'deniz'))).toEqual(['Deniz']);
  });

  it('keeps dotless ı and dotted i apart', () => {
    expect(titles(filterLibrary(books, 'ılık'))).toEqual(['Ilık Rüzgâr']);
    expect(titles(filterLibrary(books, 'ILIK'))).toEqual(['Ilık Rüzgâr']);
    expect(titles(filterLibrary(books, 'ilik'))).toEqual(['İlik Kemik']);
    expect(filterLibrary([book('ilik')], 'ılık')).toEqual([]);
  });

  it('keeps every book for a blank query and finds nothing for an unknown word', () => {
    expect(filterLibrary(books, '   ')).toHaveLength(4);
    expect(filterLibrary(books, 'yok böyle bir kitap')).toEqual([]);
  });

  it('ignores surrounding spaces in the query', () => {
    expect(titles(filterLibrary(books, '  deniz '))).toEqual(['Deniz']);
  });
});

describe('sortLibrary', () => {
  it('sorts alphabetically with Turkish collation (Ç after C, Ş after S, Ö after O)', () => {
    const list = [book('Şeker'), book('Zaman'), book('Çiçek'), book('Sabah'), book('Cam'), book('Öykü'), book('Orman')];
    expect(titles(sortLibrary(list, 'alphabetical'))).toEqual([
      'Cam',
      'Çiçek',
      'Orman',
      'Öykü',
      'Sabah',
      'Şeker',
      'Zaman',
    ]);
  });

  it('puts ı before i and ignores letter case when sorting', () => {
    const list = [book('iz'), book('Işık'), book('ada'), book('Bal')];
    expect(titles(sortLibrary(list, 'alphabetical'))).toEqual(['ada', 'Bal', 'Işık', 'iz']);
  });

  it('sorts by last read, newest first, then the books never read in their original order', () => {
    const list = [
      book('Hiç açılmadı A'),
      book('Dün', '2025-03-01T10:00:00.000Z'),
      book('Hiç açılmadı B'),
      book('Bugün', '2025-03-02T08:00:00.000Z'),
      book('Geçen ay', '2025-02-01T08:00:00.000Z'),
    ];
    expect(titles(sortLibrary(list, 'lastRead'))).toEqual([
      'Bugün',
      'Dün',
      'Geçen ay',
      'Hiç açılmadı A',
      'Hiç açılmadı B',
    ]);
  });

  it('does not mutate its input', () => {
    const list = [book('B'), book('A')];
    sortLibrary(list, 'alphabetical');
    expect(titles(list)).toEqual(['B', 'A']);
  });
});

describe('visibleLibrary', () => {
  it('filters, then sorts', () => {
    const list = [book('Şehir Işıkları'), book('Deniz'), book('Çarşı Şehir Hanı'), book('Şehrin Sesi')];
    expect(titles(visibleLibrary(list, 'ŞEHİR', 'alphabetical'))).toEqual(['Çarşı Şehir Hanı', 'Şehir Işıkları']);
  });
});
