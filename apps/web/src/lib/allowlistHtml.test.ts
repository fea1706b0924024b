import { describe, expect, it, vi } from 'vitest';
import { isWebOrMailUrl, sanitizeHtml } from './allowlistHtml';

const chapter = { tags: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's'] };

describe('sanitizeHtml (allow-list rebuild)', () => {
  it('keeps the allowed tags and the text, drops every attribute', () => {
    expect(sanitizeHtml('<p class="x" style="color:red" onclick="alert(1)">Bir <strong id="a">gün</strong><br>sonra</p><hr data-x="1">', chapter)).toBe(
      '<p>Bir <strong>gün</strong><br>sonra</p><hr>',
    );
  });

  it('unwraps other elements and keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Başlık</h1> <span>metin</span> <a href="https://x.tr">bağ</a></div>', chapter)).toBe('Başlık metin bağ');
  });

  it('drops scripts, styles, frames, SVG and MathML with their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="javascript:alert(1)">x</iframe>' +
      '<svg><script>alert(2)</script><text>svg metni</text></svg><math><mi>y</mi></math><template><p>t</p></template>' +
      '<noscript><p>n</p></noscript><object><p>o</p></object><p>b</p>';
    expect(sanitizeHtml(html, chapter)).toBe('<p>a</p><p>b</p>');
  });

  it('survives the classic mutation and event-handler vectors', () => {
    const vectors = [
      '<img src=x onerror=alert(1)>',
      '<p><img src=x onerror=alert(1)//></p>',
      '<a href="javascript:alert(1)">x</a>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<details open ontoggle=alert(1)>',
      '"><img src=x onerror=alert(1)>',
    ];
    for (const vector of vectors) {
      const clean = sanitizeHtml(vector, chapter);
      const reparsed = new DOMParser().parseFromString(clean, 'text/html').body;
      for (const element of Array.from(reparsed.querySelectorAll('*'))) {
        expect(chapter.tags).toContain(element.localName);
        expect(element.attributes.length).toBe(0);
      }
    }
  });

  it('escapes text so that it stays text', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>', chapter)).toBe('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null, chapter)).toBe('');
    expect(sanitizeHtml('', chapter)).toBe('');
  });
});

describe('isWebOrMailUrl', () => {
  it('accepts only http(s) and mail URLs, whatever the spacing', () => {
    expect(isWebOrMailUrl('https://a.tr')).toBe(true);
    expect(isWebOrMailUrl('MAILTO:a@b.tr')).toBe(true);
    expect(isWebOrMailUrl('java\tscript:alert(1)')).toBe(false);
    expect(isWebOrMailUrl('\u0001javascript:alert(1)')).toBe(false);
    expect(isWebOrMailUrl('data:text/html,x')).toBe(false);
    expect(isWebOrMailUrl('/relative')).toBe(false);
  });
});

describe('sanitizeHtml on the server (no DOMParser: prerender/appPage.tsx)', () => {
  const pid = { p: { 'data-pid': (value: string) => /^[A-Za-z0-9_-]{1,32}$/.test(value) } };
  const onServer = (html: string, policy: Parameters<typeof sanitizeHtml>[1] = { ...chapter, attributes: pid }) => {
    vi.stubGlobal('DOMParser', undefined);
    try {
      return sanitizeHtml(html, policy);
    } finally {
      vi.unstubAllGlobals();
    }
  };

  it('keeps markup that is provably within the policy as it is, text entities and quotes included', () => {
    const stored = '<p data-pid="a1">Bir <strong>gün</strong> &amp; 3 &gt; 2 "dedi"<br>sonra</p><hr><p><em>son</em></p>';
    expect(onServer(stored)).toBe(stored);
  });

  it('renders nothing it cannot prove clean: the browser sanitises it instead', () => {
    for (const html of [
      '<p onclick="alert(1)">x</p>',
      '<p data-pid="bad id!">x</p>',
      '<img src=x onerror=alert(1)>',
      '<p>a</p><script>alert(1)</script>',
      '<p>a<!-- yorum --></p>',
      "<p data-pid='a1'>tek tırnak</p>",
      '<p>a < b</p>',
      '</p data-pid="a1">',
    ]) {
      expect(() => onServer(html), html).toThrow(/left to the browser/);
    }
    // A policy that sets attributes itself (links) is never taken as it stands.
    expect(() => onServer('<a href="https://x.tr">x</a>', { tags: ['a'], fixedAttributes: { a: { rel: 'nofollow' } } })).toThrow();
  });
});
