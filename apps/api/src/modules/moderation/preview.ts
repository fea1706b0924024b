import { MODERATION_LIMITS } from '@okuryazar/shared';
import { htmlToText } from '../../lib/sanitize';

/**
 * What the moderation page shows of reported text: plain text only (markup and control
 * characters dropped, whitespace folded), cut at a word, so a hostile report or chapter can
 * neither inject markup nor flood the queue.
 */
export function safePreview(text: string, max: number = MODERATION_LIMITS.previewChars): string {
  const plain = htmlToText(text)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
