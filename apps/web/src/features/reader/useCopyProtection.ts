import { useEffect } from 'react';

/** Ctrl/Cmd + these keys are blocked on the reader (docs/PRODUCT.md#screens): copy, cut, select all, view source, save. */
const BLOCKED_KEYS = new Set(['c', 'x', 'a', 'u', 's']);
/** Inside a text field people must still copy, cut and select their own words. */
const EDITING_KEYS = new Set(['c', 'x', 'a']);

function isEditable(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('textarea, input, [contenteditable="true"]') !== null;
}

/** The letter of a shortcut, layout-independent where the browser tells us the physical key. */
function shortcutKey(event: KeyboardEvent): string {
  const fromCode = /^Key([A-Z])$/.exec(event.code ?? '')?.[1];
  return (fromCode ?? event.key ?? '').toLowerCase();
}

export function isBlockedShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  const key = shortcutKey(event);
  if (!BLOCKED_KEYS.has(key)) return false;
  return !(EDITING_KEYS.has(key) && isEditable(event.target));
}

/**
 * Blocks copy, cut, the context menu and the copy/select/view-source/save shortcuts while the
 * reader is open, everywhere except text fields (the comment boxes).
 */
export function useCopyProtection(): void {
  useEffect(() => {
    const onClipboard = (event: Event) => {
      if (!isEditable(event.target)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) event.preventDefault();
    };
    document.addEventListener('copy', onClipboard);
    document.addEventListener('cut', onClipboard);
    document.addEventListener('contextmenu', onClipboard);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('copy', onClipboard);
      document.removeEventListener('cut', onClipboard);
      document.removeEventListener('contextmenu', onClipboard);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
