import { createHash } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { escapeXml } from './xml';

export interface EpubChapter {
  title: string;
  /** Well-formed XHTML body content (xml.ts chapterHtmlToXhtml). */
  body: string;
  /** The author's notes before and after the text (DESIGN §8), as XHTML like `body`; '' or absent when none. */
  noteBefore?: string;
  noteAfter?: string;
}

export interface EpubInput {
  /** Stable for the story, so readers recognise a re-download as the same book. */
  identifier: string;
  title: string;
  author: string;
  description: string;
  modified: Date;
  chapters: EpubChapter[];
  cover?: { bytes: Uint8Array; mediaType: 'image/jpeg' | 'image/png' | 'image/webp' };
}

const EXT = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const STYLE = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1 { font-size: 1.4em; margin: 1.5em 0 1em; text-align: center; }
p { margin: 0 0 0.8em; text-indent: 1.2em; }
hr { border: 0; text-align: center; margin: 1.5em 0; }
hr::after { content: "* * *"; }
.author-note { margin: 1.5em 0; padding: 0.6em 1em; border-left: 3px solid #b8b0a0; font-size: 0.9em; }
.author-note p { text-indent: 0; }
.author-note .author-note-label { font-weight: bold; font-size: 0.85em; margin-bottom: 0.4em; }
.title-page { text-align: center; margin-top: 20%; }
.cover { text-align: center; margin: 0; padding: 0; }
.cover img { max-width: 100%; max-height: 100%; }
`;

/** A name-based UUID (SHA-1, version 5 layout) for the package's unique identifier. */
export function nameUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An author's note as a quiet box ("Yazarın notu"), or nothing. Not an <aside>: reading systems may hide those as footnotes. */
function authorNote(xhtml: string | undefined): string {
  if (!xhtml) return '';
  return `<div class="author-note">\n<p class="author-note-label">Yazarın notu</p>\n${xhtml}\n</div>`;
}

function xhtmlPage(title: string, body: string, stylesheet = 'style.css'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="tr" lang="tr">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="${stylesheet}"/>
</head>
<body>
${body}
</body>
</html>
`;
}

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

/** EPUB 3's modified date: whole seconds, UTC. */
const modifiedStamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export const chapterFile = (index: number) => `chapter-${index + 1}.xhtml`;

/**
 * A minimal valid EPUB 3 (OCF zip): `mimetype` first and stored, the container, the package
 * document with Dublin Core metadata, the navigation document, a title page, the cover and
 * one XHTML file per chapter in reading order.
 */
export function writeEpub(input: EpubInput): Uint8Array {
  const coverFile = input.cover ? `cover.${EXT[input.cover.mediaType]}` : null;
  const manifest: string[] = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    '<item id="style" href="style.css" media-type="text/css"/>',
    '<item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>',
  ];
  const spine: string[] = [];
  const files: Zippable = {};
  if (input.cover && coverFile) {
    manifest.push(`<item id="cover-image" href="${coverFile}" media-type="${input.cover.mediaType}" properties="cover-image"/>`);
    manifest.push('<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>');
    spine.push('<itemref idref="cover"/>');
    files['OEBPS/cover.xhtml'] = strToU8(
      xhtmlPage(input.title, `<section class="cover" epub:type="cover"><img src="${coverFile}" alt="${escapeXml(`${input.title} kapağı`)}"/></section>`),
    );
    // Images are compressed already.
    files[`OEBPS/${coverFile}`] = [input.cover.bytes, { level: 0 }];
  }
  spine.push('<itemref idref="title-page"/>');
  input.chapters.forEach((chapter, i) => {
    manifest.push(`<item id="chapter-${i + 1}" href="${chapterFile(i)}" media-type="application/xhtml+xml"/>`);
    spine.push(`<itemref idref="chapter-${i + 1}"/>`);
    const parts = [`<h1>${escapeXml(chapter.title)}</h1>`, authorNote(chapter.noteBefore), chapter.body, authorNote(chapter.noteAfter)];
    files[`OEBPS/${chapterFile(i)}`] = strToU8(
      xhtmlPage(chapter.title, `<section epub:type="chapter">\n${parts.filter(Boolean).join('\n')}\n</section>`),
    );
  });

  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="tr">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${escapeXml(input.identifier)}</dc:identifier>
    <dc:title>${escapeXml(input.title)}</dc:title>
    <dc:creator>${escapeXml(input.author)}</dc:creator>
    <dc:language>tr</dc:language>
${input.description ? `    <dc:description>${escapeXml(input.description)}</dc:description>\n` : ''}    <dc:publisher>Okuryazar</dc:publisher>
    <meta property="dcterms:modified">${modifiedStamp(input.modified)}</meta>
${input.cover ? '    <meta name="cover" content="cover-image"/>\n' : ''}  </metadata>
  <manifest>
    ${manifest.join('\n    ')}
  </manifest>
  <spine>
    ${spine.join('\n    ')}
  </spine>
</package>
`;
  const navItems = input.chapters.map((c, i) => `<li><a href="${chapterFile(i)}">${escapeXml(c.title)}</a></li>`);
  const nav = xhtmlPage(
    'İçindekiler',
    `<nav epub:type="toc" id="toc">
<h1>İçindekiler</h1>
<ol>
<li><a href="title.xhtml">${escapeXml(input.title)}</a></li>
${navItems.join('\n')}
</ol>
</nav>`,
  );
  const titlePage = xhtmlPage(
    input.title,
    `<section class="title-page" epub:type="titlepage">
<h1>${escapeXml(input.title)}</h1>
<p>${escapeXml(input.author)}</p>
</section>`,
  );

  const mtime = input.modified;
  // Insertion order is archive order: the OCF requires `mimetype` first, stored, no extra field.
  const archive: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
    'OEBPS/content.opf': strToU8(opf),
    'OEBPS/nav.xhtml': strToU8(nav),
    'OEBPS/style.css': strToU8(STYLE),
    'OEBPS/title.xhtml': strToU8(titlePage),
    ...files,
  };
  return zipSync(archive, { level: 6, mtime });
}
