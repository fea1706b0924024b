/** The name shown for a person: the full name, or the username when it is empty. */
export function displayName(person: { full_name: string; username: string }): string {
  return person.full_name.trim() || person.username;
}
