import type { ReactNode } from 'react';

/** A toast's options and its entry in the list: shared by the ToastProvider and the Radix viewport it loads on demand. */
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Replaces the tone's icon (e.g. a speech bubble for a message). */
  icon?: ReactNode;
  /** Milliseconds; default LIMITS.toastMs (3 s). */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}
