import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myPollEndpoints as e, type PollResultsBody } from '@portal/contract';
import { api } from '../../shared/api/client';

export const pollKeys = {
  mine: (page: number) => ['polls', 'mine', page] as const,
  toTake: (ref: string) => ['polls', 'take', ref] as const,
};

/** GET /api/my/polls: the open polls the user may take and has not. */
export const useMyPolls = (page: number) =>
  useQuery({ queryKey: pollKeys.mine(page), queryFn: ({ signal }) => api(e.list, { query: { page } }, { signal }), placeholderData: keepPreviousData });

/** GET /api/my/polls/{uuid}: the poll to take; a refusal is «Опрос недоступен». */
export const usePollToTake = (ref: string) =>
  useQuery({ queryKey: pollKeys.toTake(ref), queryFn: ({ signal }) => api(e.get, { params: { id: ref } }, { signal }), retry: false, staleTime: Infinity });

/** POST /api/my/polls/{uuid}/results: the answers, once. */
export function useSubmitPoll(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PollResultsBody) => api(e.results, { params: { id: ref }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['polls', 'mine'] }),
  });
}
