/**
 * Guards for untrusted JSON and text input that must hold before any recursive code (zod,
 * the NUL stripper, services) walks a value.
 */

/**
 * True when `json` nests arrays/objects deeper than `maxDepth`. One linear pass that skips
 * string contents (brackets inside strings do not count), so it is cheap on a 1 MB body and
 * runs before JSON.parse builds anything.
 */
export function jsonExceedsDepth(json: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Removes NUL from every string in a parsed JSON value (PostgreSQL text cannot hold it),
 * keys included. Iterative with an explicit stack, so no input depth can overflow the call
 * stack; values are changed in place (they are freshly parsed and owned by the request).
 */
export function stripNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\0') ? value.replace(/\0/g, '') : value) as T;
  if (!value || typeof value !== 'object') return value;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(current)) {
      const item = current[key];
      if (typeof item === 'string') {
        if (item.includes('\0')) current[key] = item.replace(/\0/g, '');
      } else if (item && typeof item === 'object') {
        stack.push(item);
      }
      if (key.includes('\0') && !Array.isArray(current)) {
        const cleanKey = key.replace(/\0/g, '');
        current[cleanKey] = current[key];
        delete current[key];
      }
    }
  }
  return value;
}
