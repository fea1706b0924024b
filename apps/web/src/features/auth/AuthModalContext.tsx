import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/useSession';
import { deferredModule, preload } from '../../lib/deferred';

/*
 * The modal, its forms and their validation (react-hook-form, zod) load on demand: when a
 * visitor reaches for a button that opens it (pointer over, focus, touch: `triggerProps`) or
 * when it opens. Not merely because a visitor's page went idle: most visitors never open it,
 * and zod with the schemas is the heaviest script a visitor's page could run (about 50 ms of
 * main thread on a phone, docs/PRODUCT.md#budgets); a logged-in reader never fetches it at all.
 */
const authModal = deferredModule(() => import('./AuthModal'));

/** Starts loading the modal's code (idempotent); tests await it so it opens synchronously. */
export const loadAuthModal = authModal.load;

export type { AuthMode } from './authMode';
import type { AuthMode } from './authMode';

interface AuthModalApi {
  isOpen: boolean;
  mode: AuthMode;
  /** Opens the modal in the given mode (default login). */
  openAuth: (mode?: AuthMode) => void;
  setMode: (mode: AuthMode) => void;
  close: () => void;
  /** Spread on a button that opens the modal: its code starts loading as the visitor reaches for it. */
  triggerProps: { onPointerEnter: () => void; onFocus: () => void; onTouchStart: () => void };
}

const AuthModalContext = createContext<AuthModalApi | null>(null);

/** Owns the login/signup modal; must sit inside the router. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('login');
  const loaded = authModal.useModule();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  const openAuth = useCallback((next: AuthMode = 'login') => {
    setMode(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  // Leaving a page (e.g. the forgot-password link) closes the modal; /login opens it itself.
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current !== location.pathname && location.pathname !== paths.login) setOpen(false);
    lastPath.current = location.pathname;
  }, [location.pathname]);

  // The user dismissing the modal on /login returns to the landing page.
  const onDismiss = useCallback(() => {
    setOpen(false);
    if (location.pathname === paths.login) navigate(paths.home, { replace: true });
  }, [location.pathname, navigate]);

  // Opening the modal loads it now (it shows as soon as its code is there).
  useEffect(() => {
    if (!loaded && isOpen) preload(authModal);
  }, [loaded, isOpen]);

  const triggerProps = useMemo(() => {
    const prepare = () => {
      if (!session) preload(authModal);
    };
    return { onPointerEnter: prepare, onFocus: prepare, onTouchStart: prepare };
  }, [session]);

  const api = useMemo(
    () => ({ isOpen, mode, openAuth, setMode, close, triggerProps }),
    [isOpen, mode, openAuth, close, triggerProps],
  );

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {loaded ? (
        <loaded.AuthModal open={isOpen} mode={mode} onModeChange={setMode} onDismiss={onDismiss} onDone={close} />
      ) : null}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return api;
}
