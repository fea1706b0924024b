import { useMutation, useQueryClient, type MutationKey, type UseMutationOptions } from '@tanstack/react-query';

/**
 * A mutation that runs one call at a time, for a form or button a person can press twice in
 * one frame (a click, then Enter). `isPending` reaches the component on its next render, so the
 * second press would still see it false; the mutation cache marks the call pending the moment
 * it starts, so `inFlight()` sees the first one at once.
 */
export function useSingleFlightMutation<TData, TError, TVariables, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext> & { mutationKey: MutationKey },
) {
  const client = useQueryClient();
  const mutation = useMutation(options);
  const inFlight = () => client.isMutating({ mutationKey: options.mutationKey }) > 0;
  return { ...mutation, inFlight };
}
