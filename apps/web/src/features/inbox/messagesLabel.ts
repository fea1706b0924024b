/** The accessible name of every link to the inbox: the count is read out, the badge itself is hidden. */
export function messagesLabel(count: number): string {
  return count > 0 ? `Mesajlar, ${count} okunmamış` : 'Mesajlar';
}
