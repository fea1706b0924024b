/**
 * Beta readers (docs/PRODUCT.md#beta-readers): limits and the Turkish texts both sides say.
 */
export const BETA_LIMITS = {
  /** Links a story may have that are neither ended nor expired. */
  liveLinksMax: 50,
  /** A link's expiry is at most this many days ahead. */
  expiryMaxDays: 365,
  /** Links or comments on one page. */
  pageSize: 50,
} as const;

export const BETA_MSG = {
  linkNotFound: 'Bu beta okuma bağlantısı geçerli değil ya da süresi doldu.',
  tooManyLinks: `Bir hikayenin aynı anda en fazla ${BETA_LIMITS.liveLinksMax} açık beta bağlantısı olabilir. Yenisi için eskilerden birini kapatın.`,
  expiryInvalid: 'Bitiş tarihi gelecekte ve en fazla bir yıl sonra olmalı.',
  chapterNotFound: 'Bu bölüm beta okuyucuya açık değil.',
} as const;

export const BETA_CODES = {
  BETA_LIMIT: 'BETA_LIMIT',
} as const;
