import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { AuthModal } from './AuthModal';

export type AuthMode = 'login' | 'signup';

interface AuthModalApi {
  isOpen: boolean;
  mode: AuthMode;
  /** Opens the modal in the given mode (default login). */
  openAuth: (mode?: AuthMode) => void;
  setMode: (mode: AuthMode) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalApi | null>(null);

/** Owns the login/signup modal; must sit inside the router. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('login');
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

  const api = useMemo(() => ({ isOpen, mode, openAuth, setMode, close }), [isOpen, mode, openAuth, close]);

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      <AuthModal open={isOpen} mode={mode} onModeChange={setMode} onDismiss={onDismiss} onDone={close} />
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return api;
}
