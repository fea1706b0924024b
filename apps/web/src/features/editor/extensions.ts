import { Extension, generateHTML, generateJSON, type AnyExtension } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import { DOMParser as PMDOMParser, Fragment, Slice, type Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { freshParagraphId, LIMITS, PARAGRAPH_ID_PATTERN } from '@okuryazar/shared';
import { allowsChange, breakLongRuns, countWords, plainTextToHtml, sanitizePastedHtml } from './chapterText';

/**
 * The chapter schema (docs/PRODUCT.md#validation-rules): paragraphs, hard breaks, bold, italic, strikethrough, the
 * scene break (a horizontal rule, <hr>, docs/PRODUCT.md#reading-comfort-and-writers-tools) and undo history. No headings, lists,
 * code, quotes, links or underline.
 */
export function chapterSchemaExtensions({ assignParagraphIds = false }: { assignParagraphIds?: boolean } = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      link: false,
      underline: false,
      trailingNode: false,
    }),
    ParagraphIds.configure({ assignNew: assignParagraphIds }),
  ];
}

/**
 * Each paragraph keeps its stable id (`data-pid`, docs/PRODUCT.md#paragraph-comments) through
 * the editor, so the comments on it stay with it across edits. A paragraph split in two keeps
 * the id on its first half only. With `assignNew` (the chapter's text; an author's note has
 * no paragraph comments) every paragraph without an id, a new one or a split's second half,
 * gets a fresh one at once: the text saved is then the text stored, so a paragraph written
 * in this session keeps its id through every later save, and a saved copy compares equal.
 */
export const ParagraphIds = Extension.create<{ assignNew: boolean }>({
  name: 'paragraphIds',
  addOptions() {
    return { assignNew: false };
  },
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph'],
        attributes: {
          pid: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element: HTMLElement) => {
              const pid = element.getAttribute('data-pid');
              return pid && PARAGRAPH_ID_PATTERN.test(pid) ? pid : null;
            },
            renderHTML: (attributes: { pid?: string | null }) => (attributes.pid ? { 'data-pid': attributes.pid } : {}),
          },
        },
      },
    ];
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('paragraphIdsUnique'),
        // A split copies the paragraph's attributes to both halves (and a paste within the text
        // may copy a paragraph whole): the first keeps the id, a later twin loses it (and, with
        // assignNew, gets a fresh one like any paragraph without an id).
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const { assignNew } = this.options;
          const seen = new Set<string>();
          state.doc.forEach((node) => {
            const pid = node.type.name === 'paragraph' ? (node.attrs.pid as string | null) : null;
            if (pid) seen.add(pid);
          });
          const kept = new Set<string>();
          let tr = state.tr;
          let changed = false;
          state.doc.forEach((node, offset) => {
            if (node.type.name !== 'paragraph') return;
            const pid = node.attrs.pid as string | null;
            if (pid && !kept.has(pid)) {
              kept.add(pid);
              return;
            }
            let next: string | null = null;
            if (assignNew) {
              do next = freshParagraphId();
              while (seen.has(next));
              seen.add(next);
              kept.add(next);
            }
            if (next === pid) return;
            tr = tr.setNodeAttribute(offset, 'pid', next);
            changed = true;
          });
          return changed ? tr.setMeta('addToHistory', false) : null;
        },
      }),
    ];
  },
});

const textCache = new WeakMap<PMNode, string>();

/** A line break is one character; a scene break is none (the paragraphs around it are separated anyway). */
const leafText = (node: PMNode) => (node.type.name === 'horizontalRule' ? '' : '\n');

/**
 * The text a reader sees, counted the way the server counts it: a line break and every
 * paragraph boundary are one character each, a scene break nothing.
 */
export function chapterText(doc: PMNode): string {
  let text = textCache.get(doc);
  if (text === undefined) {
    text = doc.textBetween(0, doc.content.size, '\n', leafText);
    textCache.set(doc, text);
  }
  return text;
}

export interface ChapterStats {
  characters: number;
  words: number;
}

export function chapterStats(doc: PMNode): ChapterStats {
  const text = chapterText(doc);
  return { characters: text.length, words: countWords(text) };
}

/** Meta flag for programmatic replacements (e.g. "use the server version") that skip the limit. */
export const BYPASS_LIMIT_META = 'okuryazarBypassLimit';

export interface ChapterLimitOptions {
  limit: number;
  /** Called when a change was refused because it would exceed the limit. */
  onLimitExceeded: () => void;
}

/**
 * docs/PRODUCT.md#validation-rules: content over 100000 characters is refused — the transaction that would cross
 * the limit (typing, paste, drop) never applies, so the text stays as it was.
 */
export const ChapterLimit = Extension.create<ChapterLimitOptions>({
  name: 'chapterLimit',
  addOptions() {
    return { limit: LIMITS.chapterMaxChars, onLimitExceeded: () => {} };
  },
  addProseMirrorPlugins() {
    const { limit, onLimitExceeded } = this.options;
    return [
      new Plugin({
        key: new PluginKey('chapterLimit'),
        filterTransaction: (tr, state) => {
          if (!tr.docChanged || tr.getMeta(BYPASS_LIMIT_META)) return true;
          // content.size is always larger than the text length: a cheap early exit.
          if (tr.doc.content.size <= limit) return true;
          const before = chapterText(state.doc).length;
          const after = chapterText(tr.doc).length;
          if (allowsChange(before, after, limit)) return true;
          onLimitExceeded();
          return false;
        },
      }),
    ];
  },
});

/** The fragment with every text node's long unbreakable runs given soft break points. */
function breakLongRunsIn(fragment: Fragment): Fragment {
  let changed = false;
  const nodes: PMNode[] = [];
  fragment.forEach((node) => {
    let next = node;
    if (node.isText) {
      const text = breakLongRuns(node.text ?? '');
      if (text !== node.text) next = node.type.schema.text(text, node.marks);
    } else if (node.content.size > 0) {
      const content = breakLongRunsIn(node.content);
      if (content !== node.content) next = node.copy(content);
    }
    if (next !== node) changed = true;
    nodes.push(next);
  });
  return changed ? Fragment.from(nodes) : fragment;
}

/**
 * docs/PRODUCT.md#validation-rules paste rules: pasted HTML keeps only p, br, b, strong, i, em without attributes;
 * pasted plain text becomes paragraphs split by blank lines (single breaks stay breaks).
 * Pasted or dropped text longer than MAX_UNBROKEN_RUN characters without a space gets
 * invisible break points, so the editor and the reader wrap it quickly (tracker item 13).
 */
export const ChapterPaste = Extension.create({
  name: 'chapterPaste',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('chapterPaste'),
        props: {
          transformPastedHTML: (html) => sanitizePastedHtml(html),
          transformPasted: (slice) => {
            const content = breakLongRunsIn(slice.content);
            return content === slice.content ? slice : new Slice(content, slice.openStart, slice.openEnd);
          },
          clipboardTextParser: (text, $context, _plain, view) => {
            const dom = document.createElement('div');
            dom.innerHTML = plainTextToHtml(text);
            return PMDOMParser.fromSchema(view.state.schema).parseSlice(dom, {
              preserveWhitespace: true,
              context: $context,
            });
          },
        },
      }),
    ];
  },
});

export const EDITOR_PLACEHOLDER = 'Hikayenizi anlatmaya buradan başlayın…';

/** The scene break's shortcut (TipTap's key names; the toolbar shows it). Typing ***, --- or ___ on an empty line works too. */
export const SCENE_BREAK_SHORTCUT = 'Mod-Shift-Enter';

/** Ctrl/⌘+Shift+Enter inserts a scene break (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export const SceneBreakShortcut = Extension.create({
  name: 'sceneBreakShortcut',
  addKeyboardShortcuts() {
    return { [SCENE_BREAK_SHORTCUT]: () => this.editor.commands.setHorizontalRule() };
  },
});

export interface ChapterEditorOptions extends Partial<ChapterLimitOptions> {
  placeholder?: string;
  /** Give every new paragraph its id at once (the chapter's text, not an author's note). */
  assignParagraphIds?: boolean;
}

/** The chapter editor's extensions; an author's note uses the same with its own limit and placeholder. */
export function chapterEditorExtensions({ placeholder = EDITOR_PLACEHOLDER, assignParagraphIds = false, ...limit }: ChapterEditorOptions = {}): AnyExtension[] {
  return [
    ...chapterSchemaExtensions({ assignParagraphIds }),
    ChapterLimit.configure(limit),
    ChapterPaste,
    SceneBreakShortcut,
    Placeholder.configure({ placeholder }),
  ];
}

type JsonNode = { type?: string; text?: string; content?: JsonNode[] };

function breakLongRunsInJson(node: JsonNode): JsonNode {
  if (typeof node.text === 'string') return { ...node, text: breakLongRuns(node.text) };
  return node.content ? { ...node, content: node.content.map(breakLongRunsInJson) } : node;
}

/**
 * The HTML the editor would produce for `html` (so a server copy compares with a draft).
 * A chapter saved before the paste rule existed gets the same soft break points, so it
 * opens without crawling.
 */
export function normalizeChapterHtml(html: string): string {
  const extensions = chapterSchemaExtensions();
  return generateHTML(breakLongRunsInJson(generateJSON(html || '<p></p>', extensions) as JsonNode), extensions);
}
