import * as RadixToast from '@radix-ui/react-toast';
import { LIMITS } from '@okuryazar/shared';
import type { ToastEntry } from './toastTypes';
import { AlertIcon, CheckCircleIcon, CloseIcon } from './icons';
import styles from './Toast.module.css';

/** The Radix toasts and their viewport (loaded on demand, see Toast.tsx). */
export function ToastViewport({
  toasts,
  onClosed,
}: {
  toasts: ToastEntry[];
  onClosed: (id: number) => void;
}) {
  return (
    <RadixToast.Provider duration={LIMITS.toastMs} swipeDirection="right" label="Uyarı">
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.tone === 'error' ? 'foreground' : 'background'}
          className={`${styles.toast} ${styles[t.tone ?? 'info']}`}
          onOpenChange={(open) => {
            if (!open) onClosed(t.id);
          }}
        >
          <span className={styles.icon} aria-hidden="true">
            {t.icon ?? (t.tone === 'error' ? <AlertIcon size={20} /> : <CheckCircleIcon size={20} />)}
          </span>
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
            {t.description ? (
              <RadixToast.Description className={styles.description}>
                {t.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close className={styles.close} aria-label="Kapat">
            <CloseIcon size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label="Uyarılar ({hotkey})" />
    </RadixToast.Provider>
  );
}
