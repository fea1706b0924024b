import { useEffect } from 'react';

/** Typing in a field (a comment, a search box) keeps the arrow keys for the cursor. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  // Every input counts: radios (the settings panel) move with the arrows too.
  return tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'INPUT';
}

/**
 * docs/PRODUCT.md#reading-comfort-and-writers-tools: ← and → open the previous and next chapter. Left alone while typing, with a
 * modifier held (browser shortcuts: Alt+← is "back"), when another handler took the key
 * (a menu, a dialog) or when there is no chapter that way.
 */
export function useChapterKeys(onPrevious: (() => void) | null, onNext: (() => void) | null): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (isTyping(event.target)) return;
      // An open dialog or menu owns the keyboard.
      if (document.querySelector('[role="dialog"], [role="menu"]')) return;
      const go = event.key === 'ArrowLeft' ? onPrevious : onNext;
      if (!go) return;
      event.preventDefault();
      go();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onPrevious, onNext]);
}
