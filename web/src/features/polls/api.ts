import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  myPollEndpoints as e,
  myWorksheetEndpoints,
  pollEndpoints,
  worksheetEndpoints,
  type PollBody,
  type PollResultsBody,
} from '@portal/contract';
import { api } from '../../shared/api/client';
import { useReports } from '../../shared/api/reports';

export const pollKeys = {
  mine: (page: number) => ['polls', 'mine', page] as const,
  toTake: (ref: string) => ['polls', 'take', ref] as const,
};

/** GET /api/my/polls: the open polls the user may take and has not. */
export const useMyPolls = (page: number) =>
  useQuery({
    queryKey: pollKeys.mine(page),
    queryFn: ({ signal }) => api(e.list, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/my/polls/{uuid}: the poll to take; a refusal is «Опрос недоступен». */
export const usePollToTake = (ref: string) =>
  useQuery({
    queryKey: pollKeys.toTake(ref),
    queryFn: ({ signal }) => api(e.get, { params: { id: ref } }, { signal }),
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/my/polls/{uuid}/results: the answers, once. */
export function useSubmitPoll(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PollResultsBody) => api(e.results, { params: { id: ref }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['polls', 'mine'] }),
  });
}

/** The poll editor's calls (001 §7): admins and poll managers. */
export const managedPollKeys = {
  list: (page: number) => ['polls', 'managed', 'list', page] as const,
  detail: (ref: string) => ['polls', 'managed', 'detail', ref] as const,
};

export const usePollList = (page: number) =>
  useQuery({
    queryKey: managedPollKeys.list(page),
    queryFn: ({ signal }) => api(pollEndpoints.list, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePoll = (ref: string | null) =>
  useQuery({
    queryKey: managedPollKeys.detail(ref ?? ''),
    queryFn: ({ signal }) => api(pollEndpoints.get, { params: { id: ref ?? '' } }, { signal }),
    enabled: ref !== null,
  });

/** Create (no ref) or update a poll; the lists are asked again, the saved poll goes into the cache. */
export function useSavePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, body }: { ref: string | null; body: PollBody }) =>
      ref === null ? api(pollEndpoints.create, { body }) : api(pollEndpoints.update, { params: { id: ref }, body }),
    onSuccess: (poll) => {
      queryClient.setQueryData(managedPollKeys.detail(String(poll.id)), poll);
      queryClient.setQueryData(managedPollKeys.detail(poll.uuid), poll);
      void queryClient.invalidateQueries({ queryKey: ['polls', 'managed', 'list'] });
    },
  });
}

/** A poll's reports: GET /api/polls/{uuid}/reports, POST …/reports/generate, the download. */
export const usePollReports = (ref: string) =>
  useReports(
    ['polls', 'managed', 'reports', ref],
    { list: pollEndpoints.reports, create: pollEndpoints.generateReport, download: pollEndpoints.downloadReport },
    ref,
  );

/** GET /api/polls/{uuid}/results: the counted answers. */
export const usePollResults = (ref: string) =>
  useQuery({
    queryKey: ['polls', 'managed', 'results', ref],
    queryFn: ({ signal }) => api(pollEndpoints.results, { params: { id: ref } }, { signal }),
  });

/** GET …/results/{questionId}/texts: a page of the own-text answers. */
export const usePollTexts = (ref: string, questionId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['polls', 'managed', 'texts', ref, questionId, page],
    queryFn: ({ signal }) => api(pollEndpoints.texts, { params: { id: ref, questionId }, query: { page } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** /anketa's calls (README decision 9): admins and poll managers. */
export const useWorksheets = (page: number) =>
  useQuery({
    queryKey: ['polls', 'worksheets', 'list', page],
    queryFn: ({ signal }) => api(worksheetEndpoints.list, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Completion per institute, per group of one institute, or per department. */
export const useWorksheetCompletion = (ref: string, institute: number | undefined) =>
  useQuery({
    queryKey: ['polls', 'worksheets', 'completion', ref, institute ?? null],
    queryFn: ({ signal }) =>
      api(worksheetEndpoints.completion, { params: { id: ref }, query: { institute } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useWorksheetMissing = (
  ref: string,
  page: number,
  scope: { institute?: number | undefined; unit?: number | undefined },
) =>
  useQuery({
    queryKey: ['polls', 'worksheets', 'missing', ref, page, scope.institute ?? null, scope.unit ?? null],
    queryFn: ({ signal }) =>
      api(
        worksheetEndpoints.missing,
        { params: { id: ref }, query: { page, institute: scope.institute, unit: scope.unit } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/my/worksheets: the worksheets to offer after sign-in (asked once a page load). */
export const usePendingWorksheets = (enabled: boolean) =>
  useQuery({
    queryKey: ['polls', 'mine', 'worksheets'],
    queryFn: ({ signal }) => api(myWorksheetEndpoints.pending, {}, { signal }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
