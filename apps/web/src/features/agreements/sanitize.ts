import DOMPurify from 'dompurify';

/** What the server's converted documents may contain (the server sanitises too; this is the second line). */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'br', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote'];

/**
 * Sanitises an agreement before it is rendered. Links keep only web and mail targets and
 * open in a new tab without handing over the opener (no global DOMPurify hook, so other
 * screens' sanitising stays untouched).
 */
export function sanitizeAgreementHtml(html: string | null | undefined): string {
  if (!html) return '';
  const body = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as unknown as HTMLElement;
  body.querySelectorAll('a[href]').forEach((a: Element) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  return body.innerHTML;
}
