import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDialog } from '../components/Dialog';
import { loadDropdownMenu } from '../components/DropdownMenu';
import { loadToast } from '../components/Toast';
import { loadAuthModal } from '../features/auth/AuthModalContext';
import { loadLandingPage } from '../features/landing/LazyLandingPage';
import { loadCommentSection } from '../features/reader/comments/LazyCommentSection';
import { loadStoryEnd } from '../features/reader/ChapterEnd';

afterEach(() => cleanup());

// findBy…/waitFor wait for what a user would see, however long a busy machine takes to show it:
// Testing Library's 1 s default is a wall-clock bound, and CI's two cores, shared with the API
// tests' databases, pass it now and then. A screen that never shows still fails, five seconds on.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; ScrollToTop calls it on every path change.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Menus, dialogs, toasts, the landing page, the auth modal and the reader's comments load their
// code after the first paint in the app; tests start with it loaded so screens render
// synchronously (the deferred path has its own tests in lib/deferred.test.tsx).
await Promise.all([
  loadDropdownMenu(),
  loadDialog(),
  loadToast(),
  loadLandingPage(),
  loadAuthModal(),
  loadCommentSection(),
  loadStoryEnd(),
]);
