import { useEffect } from 'react';

/** Sets "<title> — Okuryazar" while the page is shown. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} — Okuryazar`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
