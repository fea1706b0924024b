import { LIMITS } from '@okuryazar/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type StatusTone = 'success' | 'error';
export interface Status {
  text: string;
  tone: StatusTone;
}

/** A status line that clears itself after 3 s (docs/PRODUCT.md#behaviour-and-states, #constants-and-limits); a new message restarts the clock. */
export function useStatusMessage(timeoutMs: number = LIMITS.statusMessageMs) {
  const [status, setStatus] = useState<Status | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setStatus(null);
  }, []);

  const show = useCallback(
    (text: string, tone: StatusTone) => {
      window.clearTimeout(timer.current);
      setStatus({ text, tone });
      timer.current = window.setTimeout(() => setStatus(null), timeoutMs);
    },
    [timeoutMs],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { status, show, clear };
}
