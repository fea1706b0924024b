import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCategoryItems } from '../app/layout/CategoriesMenu';
import { loadAppBars } from '../app/layout/LazyAppBars';
import { loadNotFoundPage } from '../app/routes/LazyNotFoundPage';
import { loadDialog } from '../components/Dialog';
import { loadDropdownMenu } from '../components/DropdownMenu';
import { loadToast } from '../components/Toast';
import { loadAuthModal } from '../features/auth/AuthModalContext';
import { loadLiveConnection } from '../features/live/LiveProvider';
import { loadLandingPage } from '../features/landing/LazyLandingPage';
import { loadCommentSection } from '../features/reader/comments/LazyCommentSection';
import { loadStoryEnd } from '../features/reader/ChapterEnd';

afterEach(() => cleanup());

// jsdom does not implement scrolling; ScrollToTop calls it on every path change.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The logged-in bars, the 404 page, menus, dialogs, toasts, the landing page, the auth modal,
// the live connection and the reader's comments load their code after the first paint in the
// app; tests start with it loaded so screens render (and the socket opens) synchronously (the
// deferred path has its own tests in lib/deferred.test.tsx).
await Promise.all([
  loadAppBars(),
  loadNotFoundPage(),
  loadDropdownMenu(),
  loadCategoryItems(),
  loadDialog(),
  loadToast(),
  loadLandingPage(),
  loadAuthModal(),
  loadLiveConnection(),
  loadCommentSection(),
  loadStoryEnd(),
]);
