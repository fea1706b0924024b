import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '@okuryazar/shared';
import { voiceFindings } from '@okuryazar/shared/voice';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema';
import { useTestApp } from './app-fixture';

/*
 * One voice (issue 28 item 6), for the texts the server hands out: the agreements' HTML as
 * GET /api/agreements serves it (converted from the shipped .docx files), the categories'
 * descriptions as the database holds them, and the string literals of the API's sources
 * (error messages, notification texts). The demo seed's stories are fiction, whose
 * characters may well say "sen" to each other, and are left out. The web app's texts are
 * checked by apps/web/src/voice.test.ts.
 */
const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { t } = useTestApp();

/** The visible text of an HTML fragment: tags become spaces, the few entities mammoth writes are decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function sourceTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      texts.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

describe('one voice in what the server says', () => {
  it('the agreements, as served, spell hikaye and speak formally', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agreements' });
    expect(res.statusCode).toBe(200);
    const documents = Object.values(res.json() as Record<string, { title: string; html: string }>);
    expect(documents).toHaveLength(3);
    const bad = documents.flatMap((d) => voiceFindings(visibleText(d.html)).map((f) => `${d.title}: ${f}`));
    expect(bad).toEqual([]);
    // The texts are there to be checked: the privacy policy talks about stories.
    expect(documents.map((d) => visibleText(d.html)).join(' ')).toContain('hikaye');
  });

  it('the categories in the database read as the shared list (hikaye, not hikâye)', async () => {
    const rows = await t.database.db.select({ id: categories.id, description: categories.description }).from(categories).orderBy(categories.id);
    expect(rows.flatMap((r) => voiceFindings(r.description ?? '').map((f) => `${r.id}: ${f}`))).toEqual([]);
    expect(rows).toEqual(CATEGORIES.map((c) => ({ id: c.id, description: c.description })));
  });

  it("the API's own messages and notification texts", () => {
    const files = (readdirSync(path.join(API_ROOT, 'src'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`seed${path.sep}`))
      .map((f) => path.join(API_ROOT, 'src', f));
    expect(files.length).toBeGreaterThan(100);
    const bad = files.flatMap((file) => sourceTexts(file).flatMap((text) => voiceFindings(text).map((f) => `${path.relative(API_ROOT, file)}: ${f}`)));
    expect(bad).toEqual([]);
  });
});
