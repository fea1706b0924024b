import { AGREEMENT_KEYS, type AgreementKey } from '@okuryazar/shared';

/** The anchors of docs/PRODUCT.md#screens (the landing footer links to them) and the tab each one opens. */
export const AGREEMENT_HASHES: Record<AgreementKey, string> = {
  privacy: '#privacy',
  terms: '#terms',
  kvkk: '#data-protection',
};

const ALIASES: Record<string, AgreementKey> = {
  privacy: 'privacy',
  gizlilik: 'privacy',
  terms: 'terms',
  kosullar: 'terms',
  'data-protection': 'kvkk',
  kvkk: 'kvkk',
};

export const DEFAULT_AGREEMENT: AgreementKey = 'privacy';

/** "#data-protection" → kvkk, "#terms" → terms, "#privacy" → privacy; anything else → privacy. */
export function agreementFromHash(hash: string | null | undefined): AgreementKey {
  const name = decodeURIComponent((hash ?? '').replace(/^#/, '')).trim().toLowerCase();
  return ALIASES[name] ?? DEFAULT_AGREEMENT;
}

export function hashForAgreement(key: AgreementKey): string {
  return AGREEMENT_HASHES[key];
}

export function isAgreementKey(value: string): value is AgreementKey {
  return (AGREEMENT_KEYS as readonly string[]).includes(value);
}
