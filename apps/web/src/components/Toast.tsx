import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { deferredModule, preload, whenIdle } from '../lib/deferred';

export type { ToastEntry, ToastOptions, ToastTone } from './toastTypes';
import type { ToastEntry, ToastOptions } from './toastTypes';

interface ToastApi {
  toast: (options: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/*
 * Radix's toast code is not needed to paint a page: it loads when the browser is idle after
 * the first paint, or with the first toast (which then shows as soon as it arrives), and stays
 * out of every route's initial JavaScript (docs/PRODUCT.md#budgets).
 */
const radixToast = deferredModule(() => import('./ToastViewport'));

/** Starts loading the toast code (idempotent); tests await it so toasts render synchronously. */
export const loadToast = radixToast.load;

/** Radix toast provider plus the viewport; wrap the app once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const loaded = radixToast.useModule();

  useEffect(() => {
    if (loaded) return;
    if (toasts.length > 0) {
      preload(radixToast);
      return;
    }
    return whenIdle(() => preload(radixToast));
  }, [loaded, toasts.length]);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-2), { ...options, id, open: true }]);
  }, []);

  const onClosed = useCallback((id: number) => {
    setToasts((list) => list.map((x) => (x.id === id ? { ...x, open: false } : x)));
    window.setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), 300);
  }, []);

  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {loaded ? <loaded.ToastViewport toasts={toasts} onClosed={onClosed} /> : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
