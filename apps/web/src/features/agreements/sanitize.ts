import { isWebOrMailUrl, sanitizeHtml } from '../../lib/allowlistHtml';

/** What the server's converted documents may contain (the server sanitises too; this is the second line). */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'br', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote'];

/**
 * Sanitises an agreement before it is rendered. Links keep only web and mail targets and
 * open in a new tab without handing over the opener.
 */
export function sanitizeAgreementHtml(html: string | null | undefined): string {
  return sanitizeHtml(html, {
    tags: ALLOWED_TAGS,
    attributes: { a: { href: isWebOrMailUrl } },
    fixedAttributes: { a: { target: '_blank', rel: 'noopener noreferrer' } },
  });
}
