import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition } from './attachment';

describe('asciiFileName', () => {
  it('turns a Turkish title into a safe ASCII file name', () => {
    expect(asciiFileName('Çığlık Ağacı: İlk Öykü', 'epub')).toBe('ciglik-agaci-ilk-oyku.epub');
    expect(asciiFileName('../../etc/passwd', 'epub')).toBe('etc-passwd.epub');
    expect(asciiFileName('"; rm -rf', 'csv')).toBe('rm-rf.csv');
    expect(asciiFileName('???', 'epub')).toBe('hikaye.epub');
  });
});

describe('attachmentDisposition', () => {
  it('names the file in ASCII and in UTF-8, with nothing that could end the header', () => {
    expect(attachmentDisposition('Sisli Vadi (1)', 'epub')).toBe(`attachment; filename="sisli-vadi-1.epub"; filename*=UTF-8''Sisli%20Vadi%20%281%29.epub`);
    const odd = attachmentDisposition('a"\r\nb/c\ud800', 'csv');
    expect(odd).not.toMatch(/[\r\n]/);
    expect(odd).toContain(`filename*=UTF-8''a%20%20%20b%20c.csv`);
  });
});
