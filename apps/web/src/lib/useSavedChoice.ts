import { useState } from 'react';

/**
 * A control whose every change is saved at once (the settings' content-warning checkboxes, a
 * story's library status): the choice shows, and the control waits, from the press itself
 * until its save settles. The mutation's own state (isPending, variables) reaches the
 * component a task later, as TanStack Query tells its observers in a timeout; in between React
 * puts a controlled checkbox or select back to the stored value, so the box would flick back
 * and take a second press (which Playwright's check() saw as "did not change its state").
 *
 * `save` starts the save and calls `settled` once it has succeeded or failed; by then the
 * stored value is the saved one (or still the old one after a failure, which then shows).
 * `shown(stored)` is what the control shows.
 */
export function useSavedChoice<T>(save: (next: T, settled: () => void) => void): { shown: (stored: T) => T; saving: boolean; choose: (next: T) => void } {
  const [saving, setSaving] = useState<{ value: T } | null>(null);
  const choose = (next: T) => {
    setSaving({ value: next });
    save(next, () => setSaving(null));
  };
  return { shown: (stored) => (saving ? saving.value : stored), saving: saving !== null, choose };
}
