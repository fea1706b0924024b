import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from './router';

export interface LeaveGuardOptions {
  /** True while there are changes that leaving would lose. Read at the moment of leaving. */
  isDirty: () => boolean;
  /** True to let an in-app navigation through although dirty (e.g. after saving, on purpose). */
  allowNavigation?: () => boolean;
  /** Runs on every page unload before the dirty check (e.g. to flush a local draft). */
  onBeforeUnload?: () => void;
}

/**
 * The leave guard of every form that can lose edits: the browser's own prompt on reload,
 * tab close or an outside link (beforeunload), and a blocker for in-app navigation to
 * another path, which the caller answers with its own dialog (`blocker.state === 'blocked'`,
 * then `proceed()` or `reset()`).
 */
export function useLeaveGuard({ isDirty, allowNavigation, onBeforeUnload }: LeaveGuardOptions): Blocker {
  const latest = useRef({ isDirty, allowNavigation, onBeforeUnload });
  latest.current = { isDirty, allowNavigation, onBeforeUnload };

  useEffect(() => {
    const handler = (event: BeforeUnloadEvent) => {
      latest.current.onBeforeUnload?.();
      if (!latest.current.isDirty()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, []);

  return useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        latest.current.isDirty() &&
        !latest.current.allowNavigation?.() &&
        currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
}
