import { useCallback, useState } from 'react';

/** Stories whose content warnings the reader accepted in this tab (docs/PRODUCT.md#trust-and-safety): asked once per story and session. */
const KEY = 'okuryazar.acceptedWarnings';

function readAccepted(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function hasAcceptedWarnings(bookId: number): boolean {
  return readAccepted().includes(bookId);
}

export function acceptWarnings(bookId: number): void {
  const accepted = readAccepted();
  if (accepted.includes(bookId)) return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([...accepted, bookId]));
  } catch {
    // Storage full or blocked: the answer still holds until the page is left.
  }
}

/** Whether this story's warnings were accepted in this session, and the way to accept them. */
export function useWarningConsent(bookId: number): [accepted: boolean, accept: () => void] {
  const [accepted, setAccepted] = useState(() => hasAcceptedWarnings(bookId));
  const accept = useCallback(() => {
    acceptWarnings(bookId);
    setAccepted(true);
  }, [bookId]);
  return [accepted, accept];
}
