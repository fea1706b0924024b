import { afterEach, vi } from 'vitest';

/** After each test: the stubbed globals (fetch…) back, every spy restored and localStorage empty. */
export function cleanUpAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
