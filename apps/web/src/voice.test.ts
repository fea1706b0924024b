import { MSG } from '@okuryazar/shared';
import { voiceFindings } from '@okuryazar/shared/voice';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';
import viteConfig from '../vite.config.ts?raw';

/*
 * One voice (SPEC): the spelling "hikaye" (never "hikâye") and the formal "siz" in every
 * text the product shows. This reads the texts themselves (string literals, template parts
 * and JSX text of the web app and the shared package, tests excluded, plus the page's meta
 * description and the installed app's manifest) rather than the source lines, so a rule may
 * look for a suffix without tripping over identifiers. The agreements' HTML and the
 * categories' descriptions, which come from the server, are checked by the API's voice test.
 */
const webSources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const sharedSources = import.meta.glob(['../../../packages/shared/src/**/*.ts', '!../../../packages/shared/src/**/*.test.ts', '!../../../packages/shared/src/voice.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/**
 * The spec's literal texts that must stay letter for letter even where a rule would flag
 * them, each with the reason. None does today: every text SPEC.md dictates is formal.
 */
const ALLOWED: readonly { text: string; reason: string }[] = [];
const allowed = ALLOWED.map((a) => a.text);

/** The texts a TypeScript or TSX source can show: string literals, template parts and JSX text (imports left out). */
function shownTexts(fileName: string, source: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return texts;
}

const findingsIn = (sources: Record<string, string>) =>
  Object.entries(sources).flatMap(([file, source]) =>
    shownTexts(file, source).flatMap((text) => voiceFindings(text, allowed).map((f) => `${file}: ${f} (“${text.trim().slice(0, 80)}”)`)),
  );

describe('one voice: hikaye and siz', () => {
  it('reads the texts of JSX and strings, not the code around them', () => {
    const source = `import { listen } from './sen';
      const title = 'Okuma listen';
      export const Page = ({ sen }: { sen: string }) => <p aria-label={\`Hazır mısın, \${sen}?\`}>Takip edebileceğin yazarlar</p>;`;
    expect(shownTexts('Page.tsx', source).flatMap((t) => voiceFindings(t))).toEqual([
      'informal possessive: listen',
      'informal question: mısın',
      'informal participle: edebileceğin',
    ]);
  });

  it('the message catalogue uses hikaye and siz', () => {
    const bad = Object.entries(MSG).flatMap(([key, text]) => voiceFindings(String(text), allowed).map((f) => `${key}: ${f}`));
    expect(bad).toEqual([]);
  });

  it('the web app and the shared package use hikaye and siz', () => {
    expect(Object.keys(webSources).length).toBeGreaterThan(100);
    expect(Object.keys(sharedSources).length).toBeGreaterThan(20);
    expect([...findingsIn(webSources), ...findingsIn(sharedSources)]).toEqual([]);
  });

  it('the page description and the installed app use hikaye and siz', () => {
    const description = indexHtml.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description).toBeTruthy();
    expect(voiceFindings(indexHtml.replace(/<[^>]*>/g, ' '), allowed)).toEqual([]);
    expect(voiceFindings(description!, allowed)).toEqual([]);
    expect(shownTexts('vite.config.ts', viteConfig).flatMap((t) => voiceFindings(t, allowed))).toEqual([]);
  });
});
