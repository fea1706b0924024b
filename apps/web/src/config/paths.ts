import type { Suggestion } from '@okuryazar/shared';

/**
 * Every route of docs/PRODUCT.md#screens in one typed table. Screens link through these helpers, never
 * through hand-written strings, so a route can change in one place.
 */
const enc = (value: string | number) => encodeURIComponent(String(value));

/** The element id of a comment in the reader, and the hash that opens the chapter at it. */
export const commentAnchor = (commentId: number | string) => `yorum-${enc(commentId)}`;

/** The hash that opens a chapter at the reader's saved place ("Devam et", "Okumaya devam et"). */
export const RESUME_HASH = 'kaldigim-yer';

/** The hash of a story's management page that opens its contents (İçindekiler). */
export const CONTENTS_HASH = 'icindekiler';
/** The beta readers' notes beside the editor (features/beta/AuthorBetaNotes.tsx). */
export const BETA_NOTES_HASH = 'beta-notlari';

export const paths = {
  home: '/',
  login: '/login',
  signup: '/login?mode=signup',
  resetPasswordRequest: '/resetpassword',
  resetPassword: (token: string) => `/reset-password/${enc(token)}`,
  agreements: '/agreements',
  agreementPrivacy: '/agreements#privacy',
  agreementDataProtection: '/agreements#data-protection',
  agreementTerms: '/agreements#terms',
  dashboard: '/dashboard',
  /** The dashboard's shared shelves in full (docs/PRODUCT.md#discovery "Tümünü gör"), the page in the URL. */
  newReleases: (page = 1) => (page > 1 ? `/yeni-cikanlar?page=${enc(page)}` : '/yeni-cikanlar'),
  popular: (page = 1) => (page > 1 ? `/populer?page=${enc(page)}` : '/populer'),
  /** "Yükselenler" in full (docs/PRODUCT.md#rising-stories), all categories or one. */
  trending: (categoryId?: number) => (categoryId ? `/yukselenler?kategori=${enc(categoryId)}` : '/yukselenler'),
  /** Every story the reader has progress in ("Okumaya devam et", the dashboard shelf in full). */
  continueReading: '/okumaya-devam-et',
  category: (categoryId: number | string) => `/category/${enc(categoryId)}`,
  discover: '/discover',
  search: '/search',
  searchResults: (query: string) => `/search-results?query=${enc(query)}`,
  profile: (userId: number | string) => `/profile/${enc(userId)}`,
  community: (profileUserId: number | string) => `/community/${enc(profileUserId)}`,
  notifications: '/notifications',
  inbox: (recipientUsername?: string) =>
    recipientUsername ? `/inbox?recipient_username=${enc(recipientUsername)}` : '/inbox',
  library: '/library',
  book: (bookId: number | string) => `/book/${enc(bookId)}`,
  read: (bookId: number | string, chapterId: number | string) => `/read/${enc(bookId)}/${enc(chapterId)}`,
  /** The chapter opened at the reader's saved place in it (after the spec's 0.5 s). */
  readResume: (bookId: number | string, chapterId: number | string) => `/read/${enc(bookId)}/${enc(chapterId)}#${RESUME_HASH}`,
  /** The chapter opened at one comment (the reader pages to it and highlights it). */
  readComment: (bookId: number | string, chapterId: number | string, commentId: number | string) =>
    `/read/${enc(bookId)}/${enc(chapterId)}#${commentAnchor(commentId)}`,
  /** The chapter opened at one paragraph with its thread open, at one comment of it (docs/PRODUCT.md#paragraph-comments). */
  readParagraphComment: (bookId: number | string, chapterId: number | string, paragraphId: string, commentId: number | string) =>
    `/read/${enc(bookId)}/${enc(chapterId)}?paragraph=${enc(paragraphId)}#${commentAnchor(commentId)}`,
  settings: '/settings',
  newStory: '/new-story',
  /** Visitor header's write menu (docs/PRODUCT.md#screens); logged out it opens the login modal. */
  createStory: '/create-story',
  editStory: '/edit-story',
  /** A chapter's editor opened by address, at its beta readers' notes (a beta note's notice leads there). */
  editChapterBetaNotes: (bookId: number | string, chapterId: number | string) =>
    `/edit-story?kitap=${enc(bookId)}&bolum=${enc(chapterId)}#${BETA_NOTES_HASH}`,
  edit: '/edit',
  preview: '/preview',
  myStories: '/my-stories',
  storyDetails: (storyId: number | string) => `/story-details/${enc(storyId)}`,
  /** The same page opened at its chapter list (a removed chapter's notice leads there). */
  storyContents: (storyId: number | string) => `/story-details/${enc(storyId)}#${CONTENTS_HASH}`,
  /** docs/PRODUCT.md#trust-and-safety: the moderators' queue and audit. */
  moderation: '/moderasyon',
  /** docs/PRODUCT.md#trust-and-safety: the public contact page with the Law 5651 notice form. */
  contact: '/iletisim',
  /** The author's statistics of one story (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
  storyStats: (storyId: number | string) => `/story-details/${enc(storyId)}/stats`,
  /** A tag's stories (docs/PRODUCT.md#discovery), by its slug. */
  tag: (slug: string) => `/etiket/${enc(slug)}`,
  /** A reading list's page (docs/PRODUCT.md#reading-lists): the link its owner shares. */
  list: (listId: number | string) => `/liste/${enc(listId)}`,
  /** The reader's own reading lists. */
  myLists: '/listelerim',
  /** A story read through an author's beta link (docs/PRODUCT.md#beta-readers), at a chapter. */
  beta: (token: string, chapterId?: number) => (chapterId ? `/beta/${enc(token)}?bolum=${enc(chapterId)}` : `/beta/${enc(token)}`),
} as const;

/** Router patterns (lib/router: static segments, `:name` params, a final `*`) for the same routes. */
export const routePatterns = {
  home: '/',
  login: '/login',
  resetPasswordRequest: '/resetpassword',
  resetPassword: '/reset-password/:token',
  agreements: '/agreements',
  dashboard: '/dashboard',
  newReleases: '/yeni-cikanlar',
  popular: '/populer',
  trending: '/yukselenler',
  continueReading: '/okumaya-devam-et',
  category: '/category/:categoryId',
  discover: '/discover',
  search: '/search',
  searchResults: '/search-results',
  profile: '/profile/:userId',
  community: '/community/:profileUserId',
  notifications: '/notifications',
  inbox: '/inbox',
  library: '/library',
  book: '/book/:bookId',
  read: '/read/:bookId/:chapterId',
  settings: '/settings',
  newStory: '/new-story',
  editStory: '/edit-story',
  edit: '/edit',
  preview: '/preview',
  myStories: '/my-stories',
  storyDetails: '/story-details/:storyId',
  moderation: '/moderasyon',
  contact: '/iletisim',
  storyStats: '/story-details/:storyId/stats',
  tag: '/etiket/:tag',
  list: '/liste/:listId',
  myLists: '/listelerim',
  beta: '/beta/:token',
} as const;

export type RouteName = keyof typeof routePatterns;

/** docs/PRODUCT.md#screens: paths starting with these segments use the logged-in top bar. */
export const APP_HEADER_SEGMENTS = [
  'dashboard',
  'new-story',
  'edit-story',
  'my-stories',
  'profile',
  'notifications',
  'inbox',
  'library',
  'settings',
  'discover',
  'story-details',
  'preview',
  'book',
  'community',
  'category',
  'read',
  'search',
  'search-results',
  'moderasyon',
  'etiket',
  'yeni-cikanlar',
  'populer',
  'yukselenler',
  'okumaya-devam-et',
  'liste',
  'listelerim',
  'beta',
] as const;

/** Where a type-ahead suggestion leads: the book, the author's profile or the tag's page. */
export function suggestionPath(suggestion: Suggestion): string {
  if (suggestion.type === 'story') return paths.book(suggestion.book_id);
  if (suggestion.type === 'author') return paths.profile(suggestion.user_id);
  return paths.tag(suggestion.tag);
}

/** True when the path's first segment is one of APP_HEADER_SEGMENTS. */
export function usesAppHeader(pathname: string): boolean {
  const first = pathname.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return (APP_HEADER_SEGMENTS as readonly string[]).includes(first);
}
