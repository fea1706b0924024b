import { vi } from 'vitest';

/**
 * Catches the downloads a screen starts: object URLs are `url` (revoking does nothing) and a
 * clicked anchor is recorded in `created` instead of followed; `click` is the anchors' click spy.
 */
export function captureDownloads(url: string) {
  const created: HTMLAnchorElement[] = [];
  URL.createObjectURL = vi.fn(() => url);
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    created.push(this);
  });
  return { created, click };
}
