import { beforeAll, describe, expect, it } from 'vitest';
import { chapterRow, createChapter, createStory, postChapter } from '../../../test/authoring';
import { chapterCalls } from '../../../test/chapter-calls';
import { useTestApp } from '../../../test/app-fixture';
import { expectParagraphIds, textWithoutIds } from '../../../test/paragraphs';

const { t, author } = useTestApp({ author: {} });

const { getChapter, getPreview } = chapterCalls(() => t);

describe('sanitising chapter HTML', () => {
  // Each payload is saved after a harmless paragraph, so the chapter is never empty.
  const XSS: string[] = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<ScRiPt>alert(1)</sCrIpT>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<img src=x onerror=alert(1)>',
    '<IMG SRC="javascript:alert(\'XSS\');">',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<svg onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">tık</text></a></svg>',
    '<a href="javascript:alert(1)">tıkla</a>',
    '<a href="JaVaScRiPt:alert(1)">tıkla</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">kodlu</a>',
    '<a href="  javascript:alert(1)">boşluklu</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">veri</a>',
    '<p style="background:url(javascript:alert(1))">stil</p>',
    '<p style="color:red">kırmızı</p>',
    '<div style="width:expression(alert(1))">ifade</div>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<IFRAME SRC="https://evil.example"></IFRAME>',
    '<p onclick="alert(1)">tıkla</p>',
    '<strong onmouseover="alert(1)">kalın</strong>',
    '<b OnMouseOver=alert(1)>kalın</b>',
    '<em/onfocus=alert(1)/autofocus>eğik</em>',
    '<br onmouseover=alert(1)>',
    '<s onclick=alert(1)>çizili</s>',
    '<i style="x:expression(alert(1))" class="kötü" id="x">eğik</i>',
    '<p>açık <em>kapanmamış <img src=x onerror=alert(1)',
    '<p><b><i>iç içe <p>kapanmamış</b>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<math href="javascript:alert(1)">matematik</math>',
    '<template><script>alert(1)</script><img src=x onerror=alert(1)></template>',
    '<!--<img src=x onerror=alert(1)>-->',
    '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
    '<p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></p>',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><input type=submit value=gönder></form>',
    '<body onload=alert(1)>gövde</body>',
    '<style>@import "javascript:alert(1)";</style>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel=stylesheet href="javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<details open ontoggle=alert(1)>ayrıntı</details>',
    '<video><source onerror=alert(1)></video>',
    '<textarea><script>alert(1)</script></textarea>',
    '"><script>alert(1)</script>',
    '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">başlıklı</p>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '<xss onafterscriptexecute=alert(1)>özel</xss>',
    '<p>\u0000<script>alert(1)</script></p>',
  ];

  const ALLOWED_TAG = /^<\/?(p|br|strong|b|em|i|s)\s*\/?>$/;
  /** Only the allow-list's bare tags; a paragraph's own id (checked for shape) is the one attribute. */
  function expectClean(stored: string) {
    expectParagraphIds(stored);
    const html = textWithoutIds(stored);
    for (const bad of ['<script', 'javascript:', 'data:', 'style=', '<iframe', '<svg', '<img', '<math', '<template', '<!--']) {
      expect(html.toLowerCase(), `${bad} in ${html}`).not.toContain(bad);
    }
    expect(html, html).not.toMatch(/on\w+\s*=/i);
    // Every tag is a bare allowed tag; no other "<" survives.
    for (const tag of html.match(/<[^>]*>?/g) ?? []) expect(tag, html).toMatch(ALLOWED_TAG);
    expect(html.replace(/<\/?(p|br|strong|b|em|i|s)\s*\/?>/g, '')).not.toContain('<');
  }

  let xssBook: number;
  const saved = new Map<string, number>();
  beforeAll(async () => {
    xssBook = await createStory(t.app, author, { title: 'Saldırı Deposu' });
  });

  it('has a corpus of at least 25 payloads', () => {
    expect(XSS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(XSS)('stores %j without anything executable', async (payload) => {
    const res = await postChapter(t.app, author.token, { book_id: xssBook, title: 'XSS', content: `<p>Güvenli giriş.</p>${payload}` });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().chapter_id as number;
    saved.set(payload, id);
    const read = await getChapter(author.token, id);
    expect(read.statusCode).toBe(200);
    const content = read.json().content as string;
    expect(textWithoutIds(content).startsWith('<p>Güvenli giriş.</p>')).toBe(true);
    expectClean(content);
    expect((await chapterRow(t.database.db, id))!.content).toBe(content);
  });

  it('serves only clean HTML in the preview of every chapter', async () => {
    const res = await getPreview(author.token, xssBook);
    expect(res.statusCode).toBe(200);
    const list = res.json().chapters as { chapter_id: number; content: string }[];
    expect(list).toHaveLength(saved.size);
    for (const c of list) expectClean(c.content);
  });

  it('cleans an update as well as a new chapter', async () => {
    const id = await createChapter(t.app, author, { book_id: xssBook });
    const res = await postChapter(t.app, author.token, {
      book_id: xssBook,
      chapter_id: id,
      title: 'Güncel',
      content: '<p onclick="alert(1)">metin<img src=x onerror=alert(1)><script>alert(2)</script></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(textWithoutIds((await getChapter(author.token, id)).json().content)).toBe('<p>metin</p>');
  });

  it('keeps the text of removed tags but drops script, style and similar contents', async () => {
    const id = await createChapter(t.app, author, {
      book_id: xssBook,
      content: '<div><span>görünür</span></div><p><a href="https://ornek.com">bağlantı</a></p><script>gizli()</script><style>p{}</style>',
    });
    expect(textWithoutIds((await getChapter(author.token, id)).json().content)).toBe('görünür<p>bağlantı</p>');
  });

  it('keeps bold, italic, strikethrough, paragraphs and line breaks untouched', async () => {
    const html =
      '<p>Bir <strong>kalın</strong>, <b>kalın</b>, <em>eğik</em>, <i>eğik</i> ve <s>çizili</s> metin.</p>' +
      '<p>İkinci<br />satır, <strong><em>iç içe</em></strong> &amp; “tırnaklar” 3 &lt; 5.</p>';
    const id = await createChapter(t.app, author, { book_id: xssBook, content: html });
    const content = (await getChapter(author.token, id)).json().content as string;
    expect(textWithoutIds(content)).toBe(html);
    expectClean(content);
    const preview = (await getPreview(author.token, xssBook)).json().chapters as { chapter_id: number; content: string }[];
    expect(preview.find((c) => c.chapter_id === id)!.content).toBe(content);
  });

  it('stores other strikethrough tags as <s>', async () => {
    const id = await createChapter(t.app, author, { book_id: xssBook, content: '<p><del>silindi</del> <strike>eski</strike></p>' });
    const content = (await getChapter(author.token, id)).json().content as string;
    expect(textWithoutIds(content)).toBe('<p><s>silindi</s> <s>eski</s></p>');
  });
});
