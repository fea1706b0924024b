import { describe, expect, it } from 'vitest';
import { sanitizeAgreementHtml } from './sanitize';

describe('sanitizeAgreementHtml', () => {
  it('agreements keep web and mail links, open them in a new tab and drop other targets', () => {
    const html = sanitizeAgreementHtml(
      '<h2>Madde</h2><p><a href="https://okuryazar.tr/kvkk" onclick="x()">KVKK</a> <a href="mailto:destek@okuryazar.tr">posta</a> <a href=" javascript:alert(1)">kötü</a></p>',
    );
    expect(html).toBe(
      '<h2>Madde</h2><p><a href="https://okuryazar.tr/kvkk" target="_blank" rel="noopener noreferrer">KVKK</a> ' +
        '<a href="mailto:destek@okuryazar.tr" target="_blank" rel="noopener noreferrer">posta</a> ' +
        '<a target="_blank" rel="noopener noreferrer">kötü</a></p>',
    );
  });

});
