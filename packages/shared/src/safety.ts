/**
 * Block, mute, "who may message me" and the self-served KVKK rights (docs/PRODUCT.md#trust-and-safety): the
 * Turkish texts both sides show. Plain constants, no zod, so the screens that show them
 * (comments, menus) do not load the schema library (docs/PRODUCT.md#budgets); the shapes of the calls
 * are in safety-schemas.ts.
 */
export const SAFETY_MSG = {
  cannotBlockSelf: 'Kendinizi engelleyemezsiniz.',
  cannotMuteSelf: 'Kendinizi sessize alamazsınız.',
  blocked: 'Bu kişiyle etkileşime giremezsiniz.',
  youBlocked: 'Bu kişiyi engellediniz. Önce engeli kaldırın.',
  minorProtected:
    'Bu okur 18 yaşından küçük; yalnızca takip ettiği kişiler ona mesaj gönderebilir.',
  messagesFollowingOnly: 'Bu kişi yalnızca takip ettiği kişilerden mesaj alıyor.',
  messagesClosed: 'Bu kişi mesaj almıyor.',
  accountDeleted: 'Hesabınız ve kişisel verileriniz silindi.',
  passwordRequired: 'Lütfen şifrenizi girin.',
  exportTooMany: 'Verilerinizi bir saatte en fazla 5 kez indirebilirsiniz. Lütfen daha sonra tekrar deneyin.',
} as const;

export const MESSAGES_FROM = ['everyone', 'following', 'nobody'] as const;
export type MessagesFrom = (typeof MESSAGES_FROM)[number];

/** The settings page's labels, in the order it offers them. */
export const MESSAGES_FROM_LABELS: Record<MessagesFrom, string> = {
  everyone: 'Herkes',
  following: 'Takip ettiklerim',
  nobody: 'Hiç kimse',
};

/** The export's file name (ASCII-safe letters are kept as they are; the header encodes the rest). */
export const exportFileName = (username: string) => `okuryazar-verilerim-${username}.json`;
