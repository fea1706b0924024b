import { describe, expect, it } from 'vitest';
import { safePreview } from './preview';

describe('safePreview', () => {
  it('drops markup and control characters and folds whitespace', () => {
    expect(safePreview('<p>Merhaba <script>x</script><b>dünya</b></p>\n\n<p>ikinci\u202e</p>')).toBe('Merhaba xdünya ikinci');
    expect(safePreview('a &lt;img src=x onerror=alert(1)&gt; b')).toBe('a img src=x onerror=alert(1) b');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'kelime '.repeat(100);
    const preview = safePreview(text, 50);
    expect(preview.length).toBeLessThanOrEqual(51);
    expect(preview.endsWith('kelime…')).toBe(true);
  });
});
