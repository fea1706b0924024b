import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms (type-ahead waits for a pause in typing). */
export function useDebouncedValue<T>(value: T, delay = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
