import type { CreateReportBody } from '@okuryazar/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import type { ReportTarget } from './queries';

export interface NewReport {
  target: ReportTarget;
  form: Pick<CreateReportBody, 'reason' | 'description'>;
}

/**
 * POST /reports. Nothing the reporter sees changes (the reported item stays until a moderator
 * decides), so no cached list is touched.
 */
export function useSendReport() {
  return useMutation({
    mutationFn: ({ target, form }: NewReport) => call('POST /reports', { body: { targetType: target.type, targetId: target.id, ...form } }),
  });
}
