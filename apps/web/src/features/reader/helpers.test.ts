import { describe, expect, it } from 'vitest';
import { sanitizeChapterHtml, typographicQuotes } from './sanitize';
import { isBlockedShortcut } from './useCopyProtection';
import { buildThreads, removeWithReplies } from './comments/commentTree';
import { makeComment } from './testUtils';

describe('sanitizeChapterHtml', () => {
  it('keeps p, br, strong, b, em, i, s and drops everything else, attributes included', () => {
    const out = sanitizeChapterHtml(
      '<p class="x" onclick="a()">A<b>b</b><i>i</i><u>u</u><br><img src=x onerror=alert(1)></p><script>alert(1)</script><style>p{}</style><h1>H</h1>',
    );
    expect(out).toBe('<p>A<b>b</b><i>i</i>u<br></p>H');
  });
  it('turns straight quotes into typographic ones', () => {
    expect(typographicQuotes(`<p>"Geldin mi?" dedi. Kızılay'ın 'eski' hâli</p><p>"Evet."</p>`)).toBe(
      '<p>“Geldin mi?” dedi. Kızılay’ın ‘eski’ hâli</p><p>“Evet.”</p>',
    );
    expect(sanitizeChapterHtml(`<p title="x">"A"</p>`)).toBe('<p>“A”</p>');
    expect(typographicQuotes('<p>"<em>Sen</em>" dedi — "<strong>git</strong>!"</p>')).toBe(
      '<p>“<em>Sen</em>” dedi — “<strong>git</strong>!”</p>',
    );
  });
  it('keeps scene breaks (<hr>, docs/PRODUCT.md#reading-comfort-and-writers-tools) and drops their attributes', () => {
    expect(sanitizeChapterHtml('<p>Gece.</p><hr /><p>Sabah.</p><hr class="x" onclick="a()" style="color:red">')).toBe('<p>Gece.</p><hr><p>Sabah.</p><hr>');
  });
  it('handles null content', () => {
    expect(sanitizeChapterHtml(null)).toBe('');
  });
  it('keeps text as text and unwraps unknown elements', () => {
    expect(sanitizeChapterHtml('<P>a &lt;script&gt; &amp; <SPAN style="x">b</SPAN><div><EM>c</EM></div></P><!-- not shown -->')).toBe(
      '<p>a &lt;script&gt; &amp; b</p><em>c</em><p></p>',
    );
    expect(sanitizeChapterHtml('düz metin')).toBe('düz metin');
  });
  it('drops what hides in script-like containers, foreign content and templates (a text area keeps its words, as text)', () => {
    expect(
      sanitizeChapterHtml(
        '<p>a</p><svg><text>x</text><script>y()</script></svg><math><mi>z</mi></math><template><img src=x onerror=alert(1)></template><noscript><p title="</noscript><img src=x onerror=alert(1)>">n</p></noscript><iframe srcdoc="<script>q()</script>"></iframe><textarea><b>t</b></textarea><p>b</p>',
      ),
    ).toBe('<p>a</p>&lt;b&gt;t&lt;/b&gt;<p>b</p>');
  });
  it('never lets an attribute, a comment or another element through (hostile inputs)', () => {
    const inputs = [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<p><a href=x>l</a><b onmouseover=y()>b</b></p>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<p>"<!--"--><img src=x onerror=alert(1)>',
      '<<p>>x</p><br/onload=y()><b/x=1>',
      '<p style="background:url(javascript:alert(1))">s</p><object data=x></object><embed src=x>',
      '<div><p><button><p>nested</p></button></p></div>',
    ];
    for (const input of inputs) {
      const out = sanitizeChapterHtml(input);
      const doc = new DOMParser().parseFromString(out, 'text/html');
      const elements = [...doc.body.querySelectorAll('*')];
      expect(elements.every((el) => ['p', 'br', 'strong', 'b', 'em', 'i', 's'].includes(el.localName)), out).toBe(true);
      expect(elements.every((el) => el.attributes.length === 0), out).toBe(true);
      expect(out).not.toMatch(/<(?!\/?(?:p|br|strong|b|em|i|s)>)/);
    }
  });
});

describe('isBlockedShortcut', () => {
  const key = (init: KeyboardEventInit, target?: EventTarget) => {
    const event = new KeyboardEvent('keydown', init);
    if (target) Object.defineProperty(event, 'target', { value: target });
    return event;
  };
  it('blocks Ctrl/Cmd + C, X, A, U, S (any case) but not other keys', () => {
    for (const k of ['c', 'X', 'a', 'u', 'S']) {
      expect(isBlockedShortcut(key({ key: k, ctrlKey: true }))).toBe(true);
      expect(isBlockedShortcut(key({ key: k, metaKey: true }))).toBe(true);
    }
    expect(isBlockedShortcut(key({ key: 'c' }))).toBe(false);
    expect(isBlockedShortcut(key({ key: 'v', ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key({ key: 'ç', code: 'KeyC', ctrlKey: true }))).toBe(true);
  });
  it('lets text fields copy, cut and select, but still blocks save and view source there', () => {
    const textarea = document.createElement('textarea');
    expect(isBlockedShortcut(key({ key: 'a', ctrlKey: true }, textarea))).toBe(false);
    expect(isBlockedShortcut(key({ key: 'c', ctrlKey: true }, textarea))).toBe(false);
    expect(isBlockedShortcut(key({ key: 's', ctrlKey: true }, textarea))).toBe(true);
    expect(isBlockedShortcut(key({ key: 'u', ctrlKey: true }, textarea))).toBe(true);
  });
});

describe('comment threads', () => {
  it('groups replies under their top-level comment in order, one level deep', () => {
    const a = makeComment({ comment_id: 1 });
    const b = makeComment({ comment_id: 2 });
    const r1 = makeComment({ comment_id: 3, parent_comment_id: 1 });
    const r2 = makeComment({ comment_id: 4, parent_comment_id: 3 });
    const orphan = makeComment({ comment_id: 5, parent_comment_id: 99 });
    const threads = buildThreads([a, b, r1, r2, orphan]);
    expect(threads.map((t) => [t.comment.comment_id, t.replies.map((r) => r.comment_id)])).toEqual([
      [1, [3, 4]],
      [2, []],
      [5, []],
    ]);
  });
  it('removes a comment with all its replies', () => {
    const list = [
      makeComment({ comment_id: 1 }),
      makeComment({ comment_id: 2, parent_comment_id: 1 }),
      makeComment({ comment_id: 3 }),
      makeComment({ comment_id: 4, parent_comment_id: 2 }),
    ];
    expect(removeWithReplies(list, 1).map((c) => c.comment_id)).toEqual([3]);
  });
});
