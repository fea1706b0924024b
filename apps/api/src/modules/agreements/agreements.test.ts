import { readFile } from 'node:fs/promises';
import path from 'node:path';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { AGREEMENTS } from '../../../agreements/source';
import { useTestApp } from '../../../test/app-fixture';
import { AGREEMENTS_DIR, convertAgreement } from './agreements.service';

const { t } = useTestApp();

describe('GET /api/agreements', () => {
  it('serves the three documents as sanitised HTML without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agreements' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['kvkk', 'privacy', 'terms']);
    expect(body.privacy.title).toBe('Gizlilik Politikası');
    expect(body.terms.title).toBe('Kullanım Şartları');
    expect(body.kvkk.title).toBe('KVKK Aydınlatma Metni');
    expect(body.kvkk.html).toContain('6698 sayılı Kişisel Verilerin Korunması Kanunu');
    expect(body.kvkk.html).toMatch(/<h2>[^<]*Haklarınız/);
    expect(body.terms.html).toContain('<li>');
  });

  it('ships .docx files that say what the source says', async () => {
    for (const doc of AGREEMENTS) {
      const { value } = await mammoth.extractRawText({ buffer: await readFile(path.join(AGREEMENTS_DIR, doc.file)) });
      expect(value).toContain(doc.title);
      for (const section of doc.sections) {
        expect(value).toContain(section.heading);
        for (const p of section.paragraphs) expect(value).toContain(p);
      }
    }
  });

  it('strips anything dangerous a replaced document might carry', async () => {
    const { Document, Packer, Paragraph, TextRun, ExternalHyperlink } = await import('docx');
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun('<script>alert(1)</script>')] }),
            new Paragraph({ children: [new ExternalHyperlink({ link: 'javascript:alert(1)', children: [new TextRun('tıkla')] })] }),
          ],
        },
      ],
    });
    const html = await convertAgreement(Buffer.from(await Packer.toBuffer(doc)));
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });

  it('offers each .docx for download', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agreements/kvkk/document' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect((await t.app.inject({ method: 'GET', url: '/api/agreements/baska/document' })).statusCode).toBe(400);
  });
});
