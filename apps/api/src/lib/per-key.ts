/**
 * A value made on first use for each key and kept while the key lives (a WeakMap): the per-instance
 * caches hang off the app's context or its content cache this way, so each app instance gets its own.
 */
export function perKey<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
