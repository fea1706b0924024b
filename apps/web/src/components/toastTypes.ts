import { MSG } from '@okuryazar/shared';
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

/** The toast of a call that failed: the server's text, or "try again" when it gave none. */
export function failureToast(error: Error): ToastOptions {
  return { title: error.message || MSG.tryAgain, tone: 'error' };
}
