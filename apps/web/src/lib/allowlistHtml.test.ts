import { describe, expect, it } from 'vitest';
import { isWebOrMailUrl, sanitizeHtml } from './allowlistHtml';
import { sanitizeChapterHtml } from '../features/reader/sanitize';
import { sanitizeAgreementHtml } from '../features/agreements/sanitize';

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

describe('the callers keep their contracts', () => {
  it('the reader keeps the chapter tags and sets typographic quotes', () => {
    expect(sanitizeChapterHtml('<p onclick="x()">"Merhaba" dedi, Ali\'nin <em>evi</em></p><img src=x>')).toBe(
      '<p>“Merhaba” dedi, Ali’nin <em>evi</em></p>',
    );
  });

  it('agreements keep web and mail links, open them in a new tab and drop other targets', () => {
    const html = sanitizeAgreementHtml(
      '<h2>Madde</h2><p><a href="https://okuryazar.tr/kvkk" onclick="x()">KVKK</a> <a href="mailto:destek@okuryazar.tr">posta</a> <a href=" javascript:alert(1)">kötü</a></p>',
    );
    expect(html).toBe(
      '<h2>Madde</h2><p><a href="https://okuryazar.tr/kvkk" target="_blank" rel="noopener noreferrer">KVKK</a> ' +
        '<a href="mailto:destek@okuryazar.tr" target="_blank" rel="noopener noreferrer">posta</a> ' +
        '<a target="_blank" rel="noopener noreferrer">kötü</a></p>',
    );
  });

  it('accepts only http(s) and mail URLs, whatever the spacing', () => {
    expect(isWebOrMailUrl('https://a.tr')).toBe(true);
    expect(isWebOrMailUrl('MAILTO:a@b.tr')).toBe(true);
    expect(isWebOrMailUrl('java\tscript:alert(1)')).toBe(false);
    expect(isWebOrMailUrl('\u0001javascript:alert(1)')).toBe(false);
    expect(isWebOrMailUrl('data:text/html,x')).toBe(false);
    expect(isWebOrMailUrl('/relative')).toBe(false);
  });
});
