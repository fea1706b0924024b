import * as RadixToast from '@radix-ui/react-toast';
import { LIMITS } from '@okuryazar/shared';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon } from './icons';
import styles from './Toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds; default LIMITS.toastMs (3 s). */
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

interface ToastApi {
  toast: (options: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Radix toast provider plus the viewport; wrap the app once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-2), { ...options, id, open: true }]);
  }, []);

  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={LIMITS.toastMs} swipeDirection="right" label="Uyarı">
        {children}
        {toasts.map((t) => (
          <RadixToast.Root
            key={t.id}
            open={t.open}
            duration={t.duration}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            className={`${styles.toast} ${styles[t.tone ?? 'info']}`}
            onOpenChange={(open) => {
              if (!open) {
                setToasts((list) => list.map((x) => (x.id === t.id ? { ...x, open: false } : x)));
                window.setTimeout(() => setToasts((list) => list.filter((x) => x.id !== t.id)), 300);
              }
            }}
          >
            <span className={styles.icon} aria-hidden="true">
              {t.tone === 'error' ? <AlertIcon size={20} /> : <CheckCircleIcon size={20} />}
            </span>
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
              {t.description ? (
                <RadixToast.Description className={styles.description}>{t.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label="Kapat">
              <CloseIcon size={16} />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} label="Uyarılar ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
