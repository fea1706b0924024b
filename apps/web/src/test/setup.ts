import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDialog } from '../components/Dialog';
import { loadDropdownMenu } from '../components/DropdownMenu';
import { loadToast } from '../components/Toast';
import { loadAuthModal } from '../features/auth/AuthModalContext';
import { loadLandingPage } from '../features/landing/LazyLandingPage';
import { loadCommentSection } from '../features/reader/comments/LazyCommentSection';
import { loadStoryEnd } from '../features/reader/ChapterEnd';

afterEach(() => cleanup());

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
