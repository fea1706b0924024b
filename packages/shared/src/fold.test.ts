import { describe, expect, it } from 'vitest';
import { itMapsEach } from './table-tests';
import { TR_FOLD_SQL_MAP, foldQuery, trFold } from './fold';

describe('trFold', () => {
  itMapsEach('%s → %s', trFold, [
    ['Kadıköy', 'kadikoy'],
    ['KADIKÖY', 'kadikoy'],
    ['kadikoy', 'kadikoy'],
    ['KADIKOY', 'kadikoy'],
    ['şiir', 'siir'],
    ['ŞİİR', 'siir'],
    ['İstanbul', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['ılık', 'ilik'],
    ['ILIK', 'ilik'],
    ['Güneş', 'gunes'],
    ['GÜNEŞ', 'gunes'],
    ['Çağrı', 'cagri'],
    ['Öğretmen', 'ogretmen'],
    ['hikâye', 'hikaye'],
    ['Hâlâ', 'hala'],
    ['millî', 'milli'],
    ['Kûfî', 'kufi'],
    ['Bilim-Kurgu 2024', 'bilim-kurgu 2024'],
  ]);

  it('leaves letters outside Turkish untouched, as SQL under any locale does', () => {
    expect(trFold('Éa')).toBe('Éa');
  });

  it('is idempotent', () => {
    for (const word of ['Kadıköy', 'ŞİİR', 'hikâye', 'IĞDIR'])
      expect(trFold(trFold(word))).toBe(trFold(word));
  });

  it('lists the SQL translate() map one character for one', () => {
    expect([...TR_FOLD_SQL_MAP.from]).toHaveLength([...TR_FOLD_SQL_MAP.to].length);
    // The migration's function body is written from this map: keep them equal.
    expect(TR_FOLD_SQL_MAP).toEqual({ from: 'İIıÎîŞşĞğÜüÛûÖöÇçÂâ', to: 'iiiiissgguuuuooccaa' });
  });

  it('folds a query with trimmed, single spaces', () => {
    expect(foldQuery('  Kadıköy   Güneşi ')).toBe('kadikoy gunesi');
  });
});
