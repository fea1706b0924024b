/** How long to wait for the comments' code (it loads after the chapter) before giving up. */
const WAIT_MS = 5_000;

/**
 * The end-of-chapter card's "Yorum yapın": scroll to the comments and put the cursor in the
 * new-comment box, once it exists (the comment section's code may still be loading).
 */
export function focusCommentForm(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  const focus = () => {
    const box = section.isConnected ? document.getElementById(sectionId)?.querySelector('textarea') : null;
    if (!box) return false;
    box.focus();
    return true;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}
