/** Business constants of docs/PRODUCT.md#constants-and-limits and docs/PRODUCT.md#product-decisions, shared by the client and the server. */
export const LIMITS = {
  httpTimeoutMs: 10_000,
  minSignupAge: 12,
  matureAge: 18,
  birthYearCount: 101,
  carouselIntervalMs: 4_000,
  progressRestoreDelayMs: 500,
  chapterMaxChars: 100_000,
  /** Element nesting a chapter's HTML may have (the editor writes 4 at most: p > strong > em > s). */
  chapterHtmlMaxDepth: 20,
  /** Stored chapter HTML may be at most this many times its visible text (plus a paragraph's worth). */
  chapterHtmlMarkupRatio: 20,
  /** An author's note before or after a chapter (docs/PRODUCT.md#reading-comfort-and-writers-tools): characters of visible text, like the chapter's limit. */
  authorNoteMaxChars: 2000,
  /** "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): a chapter's recap, plain text, in characters. */
  chapterRecapMaxChars: 1000,
  /** A reader who opens a chapter this many days or more after their last read of the story sees the previous chapter's recap. */
  recapReturnDays: 14,
  /** Nesting of arrays and objects a JSON request body may have (real bodies have 2). */
  jsonMaxDepth: 32,
  toastMs: 3_000,
  /** A new-message toast stays longer: it carries words to read. */
  messageToastMs: 6_000,
  statusMessageMs: 3_000,
  resetRedirectMs: 2_000,
  resetLinkHours: 1,
  minPasswordLength: 6,
  maxPasswordLength: 128,
  mobileBreakpointPx: 768,
  dashboardShelfSize: 10,
  /** The dashboard's "Kütüphaneniz" shelf: the latest few (added or read); "Tümünü gör" opens the whole library. */
  dashboardLibraryShelfSize: 12,
  /** The dashboard's "Okumaya devam et" shelf: the stories read last; "Tümünü gör" opens them all. */
  continueReadingShelfSize: 6,
  /** Covers on the landing carousel (the most read public stories). */
  featuredBooks: 8,
  /** How long the server reuses its featured-books answer, and browsers may cache it. */
  featuredCacheSeconds: 60,
  recommendationDescriptionChars: 100,
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  fullNameMax: 100,
  bioMax: 500,
  coverWarnBytes: 2 * 1024 * 1024,
  coverTargetBytes: 512_000,
  coverMaxBytes: 5 * 1024 * 1024,
  coverMaxWidth: 800,
  coverMaxHeight: 1200,
  photoResizeBytes: 1_048_576,
  photoMaxWidth: 800,
  photoMaxHeight: 600,
  storyTitleMaxChars: 200,
  storyDescriptionMaxChars: 5000,
  /** docs/PRODUCT.md#discovery: tags of one story, and the characters of one tag. */
  storyTagsMax: 10,
  /** Tags a reader may hide (reading settings' hidden_tags). */
  hiddenTagsMax: 50,
  /** Tags a search or tag page may require (`tags=`) and, separately, leave out (`exclude=`). */
  tagFilterMax: 10,
  tagMinChars: 2,
  tagMaxChars: 30,
  commentMaxChars: 2000,
  postMaxChars: 2000,
  messageMaxChars: 2000,
} as const;

export const DEFAULT_CHAPTER_TITLE = 'Adsız Bölüm 1';

/**
 * docs/PRODUCT.md#data-shapes's five, plus 'moderation' (docs/PRODUCT.md#trust-and-safety) and 'comment-like': likes of a comment, one
 * notice per comment that names the latest liker and counts the others (issue 28 item 10).
 */
export const NOTIFICATION_TYPES = ['like', 'comment', 'comment-like', 'follow', 'read', 'new-chapter', 'moderation', 'announcement', 'beta-comment'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A report's optional description, in characters. */
export const REPORT_DESCRIPTION_MAX = 1000;

export const REPORT_REASONS = [
  'Kendine zarar verme veya intihar',
  'Yasa dışı içerik',
  'Çıplaklık veya cinsel içerik',
  'Nefret söylemi',
  'Şiddet',
  'Taciz',
  'Dolandırıcılık',
  'Fikri mülkiyet ihlali',
  'Diğer',
] as const;

/** Story announcements (docs/PRODUCT.md#story-announcements): length, one a day a story, page size. */
export const ANNOUNCEMENT_LIMITS = { maxChars: 1000, perStoryEveryHours: 24, pageSize: 10 } as const;
