import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every CSS module of the app, as written.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = Object.fromEntries(
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => [file, readFileSync(path.join(src, file), 'utf8')]),
);

// The app's other stylesheets: where the global classes a module composes are defined.
const globalCss = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !file.endsWith('.module.css'))
  .map((file) => readFileSync(path.join(src, file), 'utf8'))
  .join('\n');

describe('CSS modules', () => {
  it('are all found', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
  });

  // `composes: x from './other.module.css'` makes Vite's CSS-modules step (postcss-modules)
  // paste the other file's rules into this one as text parsed without its file name: PostCSS
  // then warned "did not pass the `from` option" on every build (issue 28), and each page
  // carried its own copy of the shared rules. Shared rules are global classes instead
  // (styles/page-frame.css, features/editor/editor-prose.css), taken with `from global`.
  it('compose only from their own file or from global classes', () => {
    const crossFile = Object.entries(modules).flatMap(([file, css]) =>
      [...css.matchAll(/composes:[^;]*\bfrom\s+(['"][^'"]+['"])/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(crossFile).toEqual([]);
  });

  // A `from global` name no stylesheet defines composes nothing and fails silently in the browser.
  it('compose from global only classes a global stylesheet defines', () => {
    const defined = new Set(
      [...globalCss.matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]),
    );
    const missing = Object.entries(modules).flatMap(([file, css]) =>
      [...css.matchAll(/composes:\s*([^;]+?)\s+from\s+global/g)].flatMap((match) =>
        (match[1] ?? '')
          .split(/\s+/)
          .filter((name) => !defined.has(name))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  // postcss-modules refuses `composes` anywhere but a top-level rule whose selectors are plain
  // classes; a build catches it late, this at once, with the file and the selector.
  it('compose only in a top-level rule of plain classes', () => {
    const misplaced = Object.entries(modules).flatMap(([file, css]) => {
      const found: string[] = [];
      const tokens = css.replace(/\/\*[\s\S]*?\*\//g, '').split(/([{};])/);
      const selectors: string[] = [];
      tokens.forEach((token, index) => {
        if (token === '{') selectors.push(tokens[index - 1] ?? '');
        else if (token === '}') selectors.pop();
        else if (/^\s*composes\s*:/.test(token)) {
          const selector = selectors.at(-1) ?? '';
          const plain = selector.split(',').every((part) => /^\s*\.[A-Za-z][\w-]*\s*$/.test(part));
          if (selectors.length !== 1 || !plain) found.push(`${file}: ${selector.trim()}`);
        }
      });
      return found;
    });
    expect(misplaced).toEqual([]);
  });
});
