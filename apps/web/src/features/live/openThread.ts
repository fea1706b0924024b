/**
 * Which conversation the chat pane shows right now (one per tab). The live cache asks it
 * whether a new message is read on arrival, and the message toast whether to stay quiet.
 */
let openThreadUserId: number | null = null;

/** The chat pane registers its partner while mounted; returns the cleanup. */
export function setOpenThread(userId: number): () => void {
  openThreadUserId = userId;
  return () => {
    if (openThreadUserId === userId) openThreadUserId = null;
  };
}

/** The thread with `userId` is on screen in this tab (whether or not the tab is in front). */
export function isThreadOpen(userId: number): boolean {
  return openThreadUserId === userId;
}

/** The thread with `userId` is on screen and the tab is in front: a message there is read as it arrives. */
export function isThreadVisible(userId: number): boolean {
  return isThreadOpen(userId) && (typeof document === 'undefined' || document.visibilityState === 'visible');
}
