/** aria-describedby value from the ids that exist (hint, error, and any extra ids). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
