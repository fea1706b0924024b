import { REPORT_REASON_LABELS, type ModerationAction, type QueueTargetType } from '@okuryazar/shared';

/** What a queue item is, as the moderator reads it. */
export const TARGET_TYPE_LABELS: Record<QueueTargetType, string> = {
  story: 'Hikaye',
  chapter: 'Bölüm',
  comment: 'Yorum',
  post: 'Gönderi',
  post_comment: 'Gönderi yorumu',
  user: 'Kullanıcı profili',
  message: 'Mesaj',
  legal_notice: 'Yasal bildirim (5651)',
};

/** The audit's "what" column: each decision as done. */
export const ACTION_DONE_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Yoksayıldı',
  remove: 'Kaldırıldı',
  suspend_author: 'Yazar askıya alındı',
};

/** A stored reason key as its Turkish label (an unknown key is shown as it is, never dropped). */
export function reasonLabel(key: string): string {
  return key in REPORT_REASON_LABELS ? REPORT_REASON_LABELS[key as keyof typeof REPORT_REASON_LABELS] : key;
}
