/**
 * What the rest of the app uses of the reader: the reading settings (this device's copy, the
 * account's query, their sync and the app's theme built on them), content-warning consent, and
 * the offline pieces the start-up wires (progress queue, service worker pass-through), and the
 * author's switch for a story's comments (the management screen shows it too), the saved
 * progress (the book page's read button). The
 * pages themselves load lazily through routes.tsx, so nothing here pulls in a screen.
 */
export { initReadingPrefs } from './settings/prefsStore';
export { saveReadingSettings, useHiddenWarnings, useReadingSettings } from './settings/readingSettingsQueries';
export { startReadingSettingsSync } from './settings/readingSettingsSync';
export { toggleTheme, useTheme } from './settings/appTheme';
export { useWarningConsent } from './warningConsent';
export { startProgressQueue } from './offline/progressQueue';
export { passThroughWorker, readingRequestsSoFar } from './offline/offlineReading';
export { useSetCommentSettings } from './api/setCommentSettings';
export { sanitizeChapterHtml } from './sanitize';
export { readerKeys, useProgress } from './api/queries';
