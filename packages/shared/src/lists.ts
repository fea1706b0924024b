/**
 * Named reading lists (docs/PRODUCT.md#reading-lists): limits and the Turkish texts both
 * sides say. Kept apart from the schemas so screens that only show a list's limits or texts
 * load no schema library.
 */
export const LIST_LIMITS = {
  /** Lists one account may have. */
  listsMax: 100,
  /** Stories one list may hold. */
  booksMax: 1000,
  titleMax: 100,
  descriptionMax: 1000,
  /** Lists on one page of someone's lists. */
  pageSize: 24,
  /** Stories on one page of a list. */
  booksPageSize: 24,
} as const;

export const LIST_MSG = {
  titleRequired: 'Listeye bir ad verin.',
  titleTooLong: `Listenin adı en fazla ${LIST_LIMITS.titleMax} karakter olabilir.`,
  descriptionTooLong: `Açıklama en fazla ${LIST_LIMITS.descriptionMax.toLocaleString('tr-TR')} karakter olabilir.`,
  tooManyLists: `En fazla ${LIST_LIMITS.listsMax} liste oluşturabilirsiniz. Yeni bir liste için eskilerden birini silin.`,
  listFull: `Bir listeye en fazla ${LIST_LIMITS.booksMax.toLocaleString('tr-TR')} hikaye eklenebilir.`,
  notFound: 'Liste bulunamadı.',
  bookNotInList: 'Bu hikaye listede değil.',
  moveTargetMissing: 'Hikayeyi taşımak istediğiniz yer listede yok.',
} as const;

/** Error codes of the list calls beside the shared ones. */
export const LIST_CODES = {
  /** 100 lists a user, or 1,000 stories a list. */
  LIST_LIMIT: 'LIST_LIMIT',
} as const;
