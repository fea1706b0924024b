/*
 * The web build's server render (apps/web/src/prerender/appPage.tsx, built into
 * apps/web/dist-ssr by the web build) and the page it goes into: index.html with the page's
 * stylesheets and code preloaded in the head, the markup in #root and the answer it was
 * rendered from in a data block the app hydrates from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReadingSettings } from '@okuryazar/shared';
import { WorkerPool } from '../../lib/worker-pool';

export type SsrPage = 'book' | 'reader';

export interface RenderInput {
  page: SsrPage;
  path: string;
  viewer: { userId: number; username: string };
  /** The page call's answer as the API writes it (JSON), for this viewer. */
  json: string;
  /** Other calls' answers the page shows, by name (apps/web/src/prerender/ssrPages.ts), as JSON. */
  companions?: Record<string, string>;
  settings: ReadingSettings;
}

interface MarkupInput {
  page: SsrPage;
  path: string;
  viewer: RenderInput['viewer'];
  /** The answer, as JSON. */
  json: string;
  companions?: Record<string, string>;
  /** The clock the page is written as of (ms); the data block carries it to the browser's hydration. */
  renderedAt: number;
}

/** Renders #root's markup: the web build's `renderAppPage` on a worker thread, or a test's stand-in. */
export type MarkupRenderer = (input: MarkupInput) => string | Promise<string>;

interface PageAssets {
  css: string[];
  js: string[];
}

export interface PageRenderer {
  /** The page, or null when part of it could not be rendered here (then the shell goes out). */
  render(input: RenderInput): Promise<string | null>;
}

/**
 * React's mark of a part whose server render failed and is left to the browser (a Suspense
 * boundary "switched to client rendering"). Such a page is not sent: the browser would paint
 * it without that part and then redraw it, so the shell is sent instead, as before.
 */
const CLIENT_RENDERED_PART = '<!--$!-->';

const EMPTY_ROOT = '<div id="root"></div>';

/** JSON safe inside a <script> element: no `</script>`, no `<!--`. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/** `,"companions":{…}` of the data block, the answers written as the API wrote them; nothing when there are none. */
function companionsJson(companions: Record<string, string> | undefined): string {
  const entries = Object.entries(companions ?? {});
  if (entries.length === 0) return '';
  return `,"companions":{${entries.map(([name, json]) => `${JSON.stringify(name)}:${json}`).join(',')}}`;
}

const attr = (value: string | number) => String(value).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page around the markup. The <html> element carries the reader's stored settings, which
 * index.html's first script keeps unless this browser has its own (as before); `data-ssr`
 * tells index.html's early fetch that the answer is already in the page.
 */
export function pageRenderer(template: string, assets: Partial<Record<SsrPage, PageAssets>>, renderMarkup: MarkupRenderer): PageRenderer {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  if (!template.includes('<html lang="tr">')) throw new Error('index.html has no <html lang="tr">');
  // The app's code waits for the page's first paint: a type and a rel the browser does not
  // know are not fetched; index.html's last script starts them after the first frame, so on a
  // slow connection the HTML, its stylesheets and fonts are not sharing it with the code.
  const heldTemplate = template
    .replace(/<script type="module"/g, '<script type="x-held/module"')
    .replace(/<link rel="modulepreload"/g, '<link rel="x-held-modulepreload"');
  const heads = Object.fromEntries(
    Object.entries(assets).map(([page, { css, js }]) => [
      page,
      [
        ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${attr(file)}">`),
        ...js.map((file) => `<link rel="x-held-modulepreload" crossorigin href="/${attr(file)}">`),
      ].join(''),
    ]),
  ) as Partial<Record<SsrPage, string>>;
  return {
    async render({ page, path: pagePath, viewer, json, companions, settings }) {
      const renderedAt = Date.now();
      const markup = await renderMarkup({ page, path: pagePath, viewer, json, companions, renderedAt });
      if (markup.includes(CLIENT_RENDERED_PART)) return null;
      const payload = `{"page":${JSON.stringify(page)},"path":${JSON.stringify(pagePath)},"userId":${viewer.userId},"renderedAt":${renderedAt},"data":${json}${companionsJson(companions)}}`;
      const html = [
        `data-ssr`,
        `data-theme="${attr(settings.theme)}"`,
        `data-reader-size="${attr(settings.font_size)}"`,
        `data-reader-font="${attr(settings.font_family)}"`,
        `data-reader-leading="${attr(settings.line_height)}"`,
        `data-reader-width="${attr(settings.width)}"`,
        ...(page === 'reader' ? ['data-reader'] : []),
      ].join(' ');
      return heldTemplate
        .replace('<html lang="tr">', () => `<html lang="tr" ${html}>`)
        .replace('</head>', () => `${heads[page] ?? ''}</head>`)
        .replace(
          EMPTY_ROOT,
          () => `<div id="root" data-ssr-page="${page}">${markup}</div><script type="application/json" id="ssr-data">${scriptSafe(payload)}</script>`,
        );
    },
  };
}

/**
 * The web build's render, on a worker thread: rendering a page is milliseconds of CPU that
 * grow with what it shows (a book page lists every chapter: a story of 2,000 chapters is tens
 * of milliseconds), which must not hold up the event loop that answers everyone else.
 */
function workerRenderer(bundle: string): MarkupRenderer {
  const pool = new WorkerPool<MarkupInput, string>(
    `let loaded;
     async function handle(input, data) {
       loaded ??= import(data.bundleUrl).then(async (m) => { await m.ready; return m; });
       const { renderAppPage } = await loaded;
       const companions = Object.fromEntries(Object.entries(input.companions ?? {}).map(([name, json]) => [name, JSON.parse(json)]));
       return renderAppPage({ page: input.page, path: input.path, viewer: input.viewer, data: JSON.parse(input.json), companions, renderedAt: input.renderedAt });
     }`,
    { bundleUrl: pathToFileURL(bundle).href },
  );
  return (input) => pool.run(input);
}

/**
 * The renderer of the web build in `webDist`'s sibling dist-ssr/, or null when the build has
 * none (the API alone, or tests): pages are then index.html's shell, as before.
 */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const ssrDir = path.join(path.dirname(webDist), 'dist-ssr');
  const bundle = path.join(ssrDir, 'appPage.mjs');
  const manifest = path.join(ssrDir, 'pages.json');
  if (!existsSync(bundle) || !existsSync(manifest) || !existsSync(path.join(webDist, 'index.html'))) return null;
  const assets = JSON.parse(readFileSync(manifest, 'utf8')) as Record<SsrPage, PageAssets>;
  return pageRenderer(readFileSync(path.join(webDist, 'index.html'), 'utf8'), assets, workerRenderer(bundle));
}
