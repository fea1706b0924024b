/**
 * The web app's one HTML sanitiser: an allow-list that rebuilds the markup instead of
 * filtering it. The input is parsed in an inert document (DOMParser: no script runs, no
 * image loads); the output is built node by node from new elements of the allowed tags,
 * carrying only the allowed attributes whose values pass their check, and new text nodes.
 * Nothing of the input's tree is moved across, so an attribute, a namespace or a comment the
 * policy does not name cannot survive, whatever the parser did with it.
 *
 * It replaces DOMPurify (11 KB gzip on the reader's first load, issue 10): every caller
 * keeps a handful of tags, mostly without attributes, and the server has already sanitised
 * the same content with the same allow-list (this is the second line).
 */
export interface HtmlPolicy {
  /** Lower-case tag names kept as elements; other elements are unwrapped (their text stays). */
  tags: readonly string[];
  /** Per tag, the attributes kept and the check each value must pass. */
  attributes?: Readonly<Record<string, Readonly<Record<string, (value: string) => boolean>>>>;
  /** Per tag, attributes always set on the rebuilt element (e.g. rel on links). */
  fixedAttributes?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * Elements whose content is code, metadata, media or foreign markup, never reading text:
 * dropped whole. A text area's words stay, as text.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'svg', 'math', 'title', 'head', 'xmp', 'noembed', 'noframes', 'plaintext', 'audio', 'video', 'canvas',
]);

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function copyAllowed(from: Node, to: Node, target: Document, policy: HtmlPolicy, tags: ReadonlySet<string>): void {
  for (let child = from.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE) {
      to.appendChild(target.createTextNode((child as Text).data));
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName;
    if (DROPPED_WITH_CONTENT.has(tag) || element.namespaceURI !== HTML_NAMESPACE) continue;
    if (!tags.has(tag)) {
      copyAllowed(element, to, target, policy, tags);
      continue;
    }
    const copy = target.createElement(tag);
    const allowed = policy.attributes?.[tag];
    if (allowed) {
      for (const [name, check] of Object.entries(allowed)) {
        const value = element.getAttribute(name);
        if (value !== null && check(value)) copy.setAttribute(name, value);
      }
    }
    const fixed = policy.fixedAttributes?.[tag];
    if (fixed) for (const [name, value] of Object.entries(fixed)) copy.setAttribute(name, value);
    copyAllowed(element, copy, target, policy, tags);
    to.appendChild(copy);
  }
}

let inertDocument: Document | undefined;

/** The allowed part of `html`, as markup to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined, policy: HtmlPolicy): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return provedAllowed(html, policy);
  const source = new DOMParser().parseFromString(html, 'text/html').body;
  return sanitizeNode(source, policy);
}

/** Like sanitizeHtml, for a tree already parsed (and reshaped) by the caller. */
export function sanitizeNode(source: Node, policy: HtmlPolicy): string {
  // The copy is built in a document with no browsing context, so nothing in it ever loads.
  inertDocument ??= document.implementation.createHTMLDocument('');
  const container = inertDocument.createElement('div');
  copyAllowed(source, container, inertDocument, policy, new Set(policy.tags));
  return container.innerHTML;
}

/** One tag with its attributes (double-quoted values without markup), or the end of the text. */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z0-9-]*="[^"<>]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([a-z][a-z0-9-]*)="([^"<>]*)"/g;

/**
 * On the server (prerender/appPage.tsx), where there is no DOMParser: markup that is provably
 * within the policy as it stands (every `<` opens an allowed tag whose attributes are allowed
 * and pass their checks: no comment, no other tag) is kept as it is, in one
 * linear pass; the API's own sanitiser made stored content so before it was saved. Anything
 * else is not rendered on the server at all: the render fails and the page goes out as the
 * shell, for the browser's sanitiser to handle (the API's page route sees the failure).
 */
function provedAllowed(html: string, policy: HtmlPolicy): string {
  const tags = new Set(policy.tags);
  let at = html.indexOf('<');
  while (at !== -1) {
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    const name = match?.[2] ?? '';
    if (!match || !tags.has(name) || policy.fixedAttributes?.[name]) throw new Error('markup beyond the allow-list: left to the browser');
    const allowed = policy.attributes?.[name] ?? {};
    for (const [, attribute, value] of match[3]!.matchAll(ATTRIBUTE)) {
      const check = allowed[attribute!];
      if (!check || match[1] === '/' || !check(value!)) throw new Error('an attribute beyond the allow-list: left to the browser');
    }
    at = html.indexOf('<', TAG.lastIndex);
  }
  // Text between the tags cannot make markup: entities and a lone ">" stay text.
  return html;
}

/** http(s) and mail links only: no javascript:, data: or relative targets. */
export function isWebOrMailUrl(value: string): boolean {
  return /^(?:https?:|mailto:)/i.test(value.replace(/[\s\p{Cc}]/gu, ''));
}
