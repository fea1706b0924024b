import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { escapeXml } from './xml';

export interface EpubChapter {
  title: string;
  /** Well-formed XHTML body content (xml.ts chapterHtmlToXhtml). */
  body: string;
  /** The author's notes before and after the text (docs/PRODUCT.md#reading-comfort-and-writers-tools), as XHTML like `body`; '' or absent when none. */
  noteBefore?: string;
  noteAfter?: string;
}

export interface EpubMeta {
  /** Stable for the story, so readers recognise a re-download as the same book. */
  identifier: string;
  title: string;
  author: string;
  description: string;
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

/** Lets the event loop serve other requests between two chapters of a long story. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A valid EPUB 3 (OCF zip) written as a stream to a file, one chapter at a time, so memory
 * stays flat in the story's size (issue 26 item 5): `mimetype` first and stored, the container,
 * the title page, the cover, one XHTML file per chapter in reading order, and at the end the
 * navigation document and the package document (zip order beyond `mimetype` is free, and
 * only chapter titles are kept until then). Call addChapter in reading order, then finish.
 */
export class EpubFileWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private readonly pending: Uint8Array[] = [];
  private failure: Error | null = null;
  private readonly titles: string[] = [];
  private latest: Date;

  constructor(
    file: string,
    private readonly meta: EpubMeta,
    /** The story's own last change; the chapters' later ones move the package's modified date. */
    modified: Date,
  ) {
    this.latest = modified;
    this.out = createWriteStream(file);
    this.out.on('error', (error) => {
      this.failure = error;
    });
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else if (chunk.length > 0) this.pending.push(chunk);
    });
  }

  /** The title page, style and cover: call once before the chapters. */
  async begin(): Promise<void> {
    const { meta } = this;
    // The OCF requires `mimetype` first, stored, no extra field.
    this.add('mimetype', strToU8('application/epub+zip'), true);
    this.add('META-INF/container.xml', strToU8(CONTAINER));
    this.add('OEBPS/style.css', strToU8(STYLE));
    this.add(
      'OEBPS/title.xhtml',
      strToU8(
        xhtmlPage(
          meta.title,
          `<section class="title-page" epub:type="titlepage">
<h1>${escapeXml(meta.title)}</h1>
<p>${escapeXml(meta.author)}</p>
</section>`,
        ),
      ),
    );
    if (meta.cover) {
      const coverFile = `cover.${EXT[meta.cover.mediaType]}`;
      this.add(
        'OEBPS/cover.xhtml',
        strToU8(xhtmlPage(meta.title, `<section class="cover" epub:type="cover"><img src="${coverFile}" alt="${escapeXml(`${meta.title} kapağı`)}"/></section>`)),
      );
      // Images are compressed already.
      this.add(`OEBPS/${coverFile}`, meta.cover.bytes, true);
    }
    await this.flush();
  }

  async addChapter(chapter: EpubChapter, updatedAt: Date): Promise<void> {
    const index = this.titles.length;
    this.titles.push(chapter.title);
    if (updatedAt > this.latest) this.latest = updatedAt;
    const parts = [`<h1>${escapeXml(chapter.title)}</h1>`, authorNote(chapter.noteBefore), chapter.body, authorNote(chapter.noteAfter)];
    this.add(`OEBPS/${chapterFile(index)}`, strToU8(xhtmlPage(chapter.title, `<section epub:type="chapter">\n${parts.filter(Boolean).join('\n')}\n</section>`)));
    await this.flush();
    await yieldToLoop();
  }

  /** The navigation and package documents, the zip's directory, and the file closed. */
  async finish(): Promise<void> {
    const { meta } = this;
    const coverFile = meta.cover ? `cover.${EXT[meta.cover.mediaType]}` : null;
    const manifest: string[] = [
      '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
      '<item id="style" href="style.css" media-type="text/css"/>',
      '<item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>',
    ];
    const spine: string[] = [];
    if (meta.cover && coverFile) {
      manifest.push(`<item id="cover-image" href="${coverFile}" media-type="${meta.cover.mediaType}" properties="cover-image"/>`);
      manifest.push('<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>');
      spine.push('<itemref idref="cover"/>');
    }
    spine.push('<itemref idref="title-page"/>');
    this.titles.forEach((_, i) => {
      manifest.push(`<item id="chapter-${i + 1}" href="${chapterFile(i)}" media-type="application/xhtml+xml"/>`);
      spine.push(`<itemref idref="chapter-${i + 1}"/>`);
    });
    const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="tr">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${escapeXml(meta.identifier)}</dc:identifier>
    <dc:title>${escapeXml(meta.title)}</dc:title>
    <dc:creator>${escapeXml(meta.author)}</dc:creator>
    <dc:language>tr</dc:language>
${meta.description ? `    <dc:description>${escapeXml(meta.description)}</dc:description>\n` : ''}    <dc:publisher>Okuryazar</dc:publisher>
    <meta property="dcterms:modified">${modifiedStamp(this.latest)}</meta>
${meta.cover ? '    <meta name="cover" content="cover-image"/>\n' : ''}  </metadata>
  <manifest>
    ${manifest.join('\n    ')}
  </manifest>
  <spine>
    ${spine.join('\n    ')}
  </spine>
</package>
`;
    const navItems = this.titles.map((title, i) => `<li><a href="${chapterFile(i)}">${escapeXml(title)}</a></li>`);
    const nav = xhtmlPage(
      'İçindekiler',
      `<nav epub:type="toc" id="toc">
<h1>İçindekiler</h1>
<ol>
<li><a href="title.xhtml">${escapeXml(meta.title)}</a></li>
${navItems.join('\n')}
</ol>
</nav>`,
    );
    this.add('OEBPS/nav.xhtml', strToU8(nav));
    this.add('OEBPS/content.opf', strToU8(opf));
    this.zip.end();
    await this.flush();
    await new Promise<void>((resolve, reject) => {
      this.out.end((error?: Error | null) => (error ? reject(error) : resolve()));
    });
    if (this.failure) throw this.failure;
  }

  /** Stops writing after a failure (the caller removes the partial file). */
  abort(): void {
    this.zip.terminate();
    this.out.destroy();
  }

  private add(name: string, data: Uint8Array, stored = false): void {
    const entry = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    entry.mtime = this.latest;
    this.zip.add(entry);
    entry.push(data, true);
  }

  /** Writes what the zip produced so far, waiting while the file is behind. */
  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      if (this.failure) throw this.failure;
      if (!this.out.write(this.pending.shift()!)) await once(this.out, 'drain');
    }
    if (this.failure) throw this.failure;
  }
}
