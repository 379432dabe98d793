import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  /** Every poll list of the user's own, and the worksheets offered. */
  mine: ['polls', 'mine'] as const,
  minePage: (page: number) => ['polls', 'mine', page] as const,
  pendingWorksheets: ['polls', 'mine', 'worksheets'] as const,
  toTake: (ref: string) => ['polls', 'take', ref] as const,
};

/** The poll editor's calls (001 §7): admins and poll managers. */
export const managedPollKeys = {
  lists: ['polls', 'managed', 'list'] as const,
  list: (page: number) => ['polls', 'managed', 'list', page] as const,
  detail: (ref: string) => ['polls', 'managed', 'detail', ref] as const,
  reports: (ref: string) => ['polls', 'managed', 'reports', ref] as const,
  results: (ref: string) => ['polls', 'managed', 'results', ref] as const,
  texts: (ref: string, questionId: number, page: number) =>
    ['polls', 'managed', 'texts', ref, questionId, page] as const,
};

/** /anketa's calls (README decision 9): admins and poll managers. */
export const worksheetKeys = {
  list: (page: number) => ['polls', 'worksheets', 'list', page] as const,
  completion: (ref: string, institute: number | null) => ['polls', 'worksheets', 'completion', ref, institute] as const,
  missing: (ref: string, page: number, institute: number | null, unit: number | null) =>
    ['polls', 'worksheets', 'missing', ref, page, institute, unit] as const,
};

/** GET /api/my/polls: the open polls the user may take and has not. */
export const myPollsOptions = (page: number) =>
  queryOptions({
    queryKey: pollKeys.minePage(page),
    queryFn: ({ signal }) => api(e.list, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useMyPolls = (page: number) => useQuery(myPollsOptions(page));

/** GET /api/my/polls/{uuid}: the poll to take; a refusal is «Опрос недоступен». */
export const pollToTakeOptions = (ref: string) =>
  queryOptions({
    queryKey: pollKeys.toTake(ref),
    queryFn: ({ signal }) => api(e.get, { params: { id: ref } }, { signal }),
    retry: false,
    staleTime: Infinity,
  });
export const usePollToTake = (ref: string) => useQuery(pollToTakeOptions(ref));

/** POST /api/my/polls/{uuid}/results: the answers, once. */
export function useSubmitPoll(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PollResultsBody) => api(e.results, { params: { id: ref }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pollKeys.mine }),
  });
}

/** GET /api/polls: the editor's list. */
export const pollListOptions = (page: number) =>
  queryOptions({
    queryKey: managedPollKeys.list(page),
    queryFn: ({ signal }) => api(pollEndpoints.list, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
export const usePollList = (page: number) => useQuery(pollListOptions(page));

/** GET /api/polls/{uuid or id}: the poll in the editor. */
export const pollOptions = (ref: string) =>
  queryOptions({
    queryKey: managedPollKeys.detail(ref),
    queryFn: ({ signal }) => api(pollEndpoints.get, { params: { id: ref } }, { signal }),
  });
export const usePoll = (ref: string | null) => useQuery({ ...pollOptions(ref ?? ''), enabled: ref !== null });

/** Create (no ref) or update a poll; the lists are asked again, the saved poll goes into the cache. */
export function useSavePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, body }: { ref: string | null; body: PollBody }) =>
      ref === null ? api(pollEndpoints.create, { body }) : api(pollEndpoints.update, { params: { id: ref }, body }),
    onSuccess: (poll) => {
      queryClient.setQueryData(pollOptions(String(poll.id)).queryKey, poll);
      queryClient.setQueryData(pollOptions(poll.uuid).queryKey, poll);
      void queryClient.invalidateQueries({ queryKey: managedPollKeys.lists });
    },
  });
}

/** A poll's reports: GET /api/polls/{uuid}/reports, POST …/reports/generate, the download. */
export const usePollReports = (ref: string) =>
  useReports(
    managedPollKeys.reports(ref),
    { list: pollEndpoints.reports, create: pollEndpoints.generateReport, download: pollEndpoints.downloadReport },
    ref,
  );

/** GET /api/polls/{uuid}/results: the counted answers. */
export const pollResultsOptions = (ref: string) =>
  queryOptions({
    queryKey: managedPollKeys.results(ref),
    queryFn: ({ signal }) => api(pollEndpoints.results, { params: { id: ref } }, { signal }),
  });
export const usePollResults = (ref: string) => useQuery(pollResultsOptions(ref));

/** GET …/results/{questionId}/texts: a page of the own-text answers. */
export const pollTextsOptions = (ref: string, questionId: number, page: number) =>
  queryOptions({
    queryKey: managedPollKeys.texts(ref, questionId, page),
    queryFn: ({ signal }) => api(pollEndpoints.texts, { params: { id: ref, questionId }, query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
export const usePollTexts = (ref: string, questionId: number, page: number, enabled: boolean) =>
  useQuery({ ...pollTextsOptions(ref, questionId, page), enabled });

/** GET /api/worksheets: the published worksheets. */
export const worksheetsOptions = (page: number) =>
  queryOptions({
    queryKey: worksheetKeys.list(page),
    queryFn: ({ signal }) => api(worksheetEndpoints.list, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useWorksheets = (page: number) => useQuery(worksheetsOptions(page));

/** Completion per institute, per group of one institute, or per department. */
export const worksheetCompletionOptions = (ref: string, institute: number | undefined) =>
  queryOptions({
    queryKey: worksheetKeys.completion(ref, institute ?? null),
    queryFn: ({ signal }) =>
      api(worksheetEndpoints.completion, { params: { id: ref }, query: { institute } }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useWorksheetCompletion = (ref: string, institute: number | undefined) =>
  useQuery(worksheetCompletionOptions(ref, institute));

/** Who of the audience has not filled it in, a page at a time. */
export const worksheetMissingOptions = (
  ref: string,
  page: number,
  scope: { institute?: number | undefined; unit?: number | undefined },
) =>
  queryOptions({
    queryKey: worksheetKeys.missing(ref, page, scope.institute ?? null, scope.unit ?? null),
    queryFn: ({ signal }) =>
      api(
        worksheetEndpoints.missing,
        { params: { id: ref }, query: { page, institute: scope.institute, unit: scope.unit } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
export const useWorksheetMissing = (
  ref: string,
  page: number,
  scope: { institute?: number | undefined; unit?: number | undefined },
) => useQuery(worksheetMissingOptions(ref, page, scope));

/** GET /api/my/worksheets: the worksheets to offer after sign-in (asked once a page load). */
export const pendingWorksheetsOptions = () =>
  queryOptions({
    queryKey: pollKeys.pendingWorksheets,
    queryFn: ({ signal }) => api(myWorksheetEndpoints.pending, {}, { signal }),
    staleTime: Infinity,
    retry: false,
  });
export const usePendingWorksheets = (enabled: boolean) => useQuery({ ...pendingWorksheetsOptions(), enabled });
