import { useCallback } from 'react';
import { useNavigate } from './router';

/** Back to the previous page of this app, or to `fallback` when the page was opened directly (a shared link). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // The router numbers its history entries (history.state.idx); 0 is the first page of this visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
