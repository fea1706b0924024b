import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '../../../lib/singleFlightMutation';
import { fetchMessageUser } from './queries';

/**
 * 'Yeni mesaj': looks the username up before the conversation opens. A mutation, not a query,
 * because a person starts it by submitting the form, and a second Enter must not ask twice.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['inbox', 'start-conversation'],
    mutationFn: (username: string) => fetchMessageUser(queryClient, username),
  });
}
