export { AuthModalProvider, loadAuthModal, useAuthModal } from './AuthModalContext';
export type { AuthMode } from './AuthModalContext';
export { isLoggingOut, useLogout } from './logout';
