export { AuthModalProvider, useAuthModal } from './AuthModalContext';
export type { AuthMode } from './AuthModalContext';
