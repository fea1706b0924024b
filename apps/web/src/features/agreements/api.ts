import type { AgreementKey } from '@okuryazar/shared';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiPath, call } from '../../lib/api';

/** GET /agreements: public, so no bearer token. */
export function useAgreements() {
  return useQuery({
    queryKey: ['agreements'],
    queryFn: ({ signal }) => call('GET /agreements', { signal, auth: false }),
    staleTime: 10 * 60_000,
  });
}

/** GET /agreements/{key}/document: the .docx the HTML was made from. */
export function agreementDocumentUrl(key: AgreementKey): string {
  return `${API_BASE}${apiPath('GET /agreements/:key/document', { key })}`;
}
