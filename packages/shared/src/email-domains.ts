/** docs/PRODUCT.md#product-decisions: the 7 hosts, each also with `.tr` appended, make the 14 signup domains. */
const HOSTS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'yandex.com', 'icloud.com', 'msn.com'];

export const SIGNUP_EMAIL_DOMAINS: readonly string[] = HOSTS.flatMap((h) => [h, `${h}.tr`]);
export const RESET_EMAIL_DOMAINS: readonly string[] = SIGNUP_EMAIL_DOMAINS.filter(
  (d) => d !== 'msn.com' && d !== 'msn.com.tr',
);

/**
 * True when the address ends, case-insensitively, with "@" plus one of the domains.
 * An empty list allows every domain (an operator's choice, docs/PRODUCT.md#product-decisions).
 */
export function emailDomainAllowed(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const lower = email.trim().toLowerCase();
  return domains.some((d) => lower.endsWith(`@${d.toLowerCase()}`));
}
