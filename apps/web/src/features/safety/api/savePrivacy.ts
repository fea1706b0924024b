import type { MessagesFrom } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/useSession';
import { safetyKeys } from './queries';

/** PUT /settings/privacy. The settings the server answers (a minor's stay fixed) are the ones shown. */
export function useSavePrivacy() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (messagesFrom: MessagesFrom) => call('PUT /settings/privacy', { body: { messages_from: messagesFrom } }),
    onSuccess: (settings) => client.setQueryData(safetyKeys.privacy(session?.userId), settings),
  });
}
