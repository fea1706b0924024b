/**
 * Shares a page of the app: the phone's share sheet where there is one, otherwise the link
 * copied. 'cancelled' when the person closed the share sheet (nothing to say then).
 */
export async function shareLink(path: string, title: string): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const url = new URL(path, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
