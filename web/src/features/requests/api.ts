import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  deskEndpointsOf,
  type NewQuestionBody,
  type NewRequestBody,
  type RequestCategoryBody,
  type RequestDetail,
  type RequestFilterQuery,
  type RequestKind,
  type RequestListQuery,
  type ThreadMessage,
  type ThreadMessageBody,
} from '@portal/contract';
import { api } from '../../shared/api/client';

export const categoryKeys = {
  all: (kind: RequestKind) => ['requests', kind, 'categories'] as const,
  children: (kind: RequestKind, parentId: number | null) => ['requests', kind, 'categories', parentId] as const,
};

/** Where a request is worked: requests control (every request) or the requests manager (the caller's). */
export type RequestView = 'control' | 'manager';

export const requestKeys = {
  all: ['requests', 'items'] as const,
  mine: (kind: RequestKind) => ['requests', 'items', kind, 'mine'] as const,
  list: (kind: RequestKind, view: RequestView, query: RequestListQuery) =>
    ['requests', 'items', kind, 'list', view, query] as const,
  stats: (kind: RequestKind, view: RequestView, filter: RequestFilterQuery) =>
    ['requests', 'items', kind, 'stats', view, filter] as const,
  detail: (kind: RequestKind, id: number) => ['requests', 'items', kind, 'detail', id] as const,
};

/** Every list, count and request (question) on screen asks again: one changed or came. */
export const refreshRequests = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: requestKeys.all });

/** GET /api/request/category (/api/question/category): the departments (null), or the services (topics) of one. */
export const requestCategoriesOptions = (kind: RequestKind, parentId: number | null) =>
  queryOptions({
    queryKey: categoryKeys.children(kind, parentId),
    queryFn: ({ signal }) =>
      api(deskEndpointsOf[kind].categories, { query: parentId === null ? {} : { parent_id: parentId } }, { signal }),
  });
export const useRequestCategories = (kind: RequestKind, parentId: number | null, enabled = true) =>
  useQuery({ ...requestCategoriesOptions(kind, parentId), enabled });

/** POST …/category: create or change; the tree is asked again. */
export function useSaveRequestCategory(kind: RequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCategoryBody) => api(deskEndpointsOf[kind].saveCategory, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all(kind) }),
  });
}

/** GET /api/requests (/api/questions): the caller's own, newest first. */
export const myRequestsOptions = (kind: RequestKind) =>
  queryOptions({
    queryKey: requestKeys.mine(kind),
    queryFn: ({ signal }) => api(deskEndpointsOf[kind].mine, {}, { signal }),
  });
export const useMyRequests = (kind: RequestKind) => useQuery(myRequestsOptions(kind));

/** POST /api/request: «Подача заявки»; POST /api/question: a student's question. The own list asks again. */
export function useCreateRequest(kind: RequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRequestBody | NewQuestionBody) =>
      'optional_fields' in body
        ? api(deskEndpointsOf.request.create, { body })
        : api(deskEndpointsOf.question.create, { body }),
    onSuccess: (request) => {
      queryClient.setQueryData(requestOptions(kind, request.id).queryKey, request);
      void refreshRequests(queryClient);
    },
  });
}

/**
 * A page of the control's list (every one) or of the manager's (their own); the previous page stays while the next
 * loads.
 */
export const requestListOptions = (kind: RequestKind, view: RequestView, query: RequestListQuery) =>
  queryOptions({
    queryKey: requestKeys.list(kind, view, query),
    queryFn: ({ signal }) =>
      api(view === 'control' ? deskEndpointsOf[kind].all : deskEndpointsOf[kind].manager, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useRequestList = (kind: RequestKind, view: RequestView, query: RequestListQuery) =>
  useQuery(requestListOptions(kind, view, query));

/** The counts and median times over the view's filtered ones. */
export const requestStatsOptions = (kind: RequestKind, view: RequestView, filter: RequestFilterQuery) =>
  queryOptions({
    queryKey: requestKeys.stats(kind, view, filter),
    queryFn: ({ signal }) =>
      api(
        view === 'control' ? deskEndpointsOf[kind].adminStats : deskEndpointsOf[kind].managerStats,
        { query: filter },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
export const useRequestStats = (kind: RequestKind, view: RequestView, filter: RequestFilterQuery) =>
  useQuery(requestStatsOptions(kind, view, filter));

export const requestOptions = (kind: RequestKind, id: number) =>
  queryOptions({
    queryKey: requestKeys.detail(kind, id),
    queryFn: ({ signal }) => api(deskEndpointsOf[kind].get, { params: { id } }, { signal }),
  });

/** GET /api/request/{id} (/api/question/{id}): one with its chat. */
export const useRequest = (kind: RequestKind, id: number) => useQuery(requestOptions(kind, id));

/** Puts a message that came back into the cached request (once, whatever the order of answer and refetch). */
export function withMessage(request: RequestDetail, message: ThreadMessage): RequestDetail {
  if (request.messages.some((m) => m.id === message.id)) return request;
  return { ...request, messages: [...request.messages, message] };
}

/** A change of a request: the answer goes into its cache, then it and the lists ask again. */
function useRequestChange<V, R>(
  kind: RequestKind,
  id: number,
  call: (vars: V) => Promise<R>,
  apply?: (request: RequestDetail, result: R) => RequestDetail,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      if (apply)
        queryClient.setQueryData(requestOptions(kind, id).queryKey, (request) =>
          request ? apply(request, result) : request,
        );
      void refreshRequests(queryClient);
    },
  });
}

export const usePostRequestMessage = (kind: RequestKind, id: number) =>
  useRequestChange(
    kind,
    id,
    (body: ThreadMessageBody) => api(deskEndpointsOf[kind].message, { params: { id }, body }),
    withMessage,
  );
export const useMarkRequestRead = (kind: RequestKind, id: number) =>
  useRequestChange(
    kind,
    id,
    () => api(deskEndpointsOf[kind].markRead, { params: { id } }),
    (request) => ({ ...request, has_unread_messages: false }),
  );
export const useSetRequestStatus = (kind: RequestKind, id: number) =>
  useRequestChange(kind, id, (status: 2 | 3) =>
    api(deskEndpointsOf[kind].status, { params: { id }, body: { status } }),
  );
export const useAddRequestRecipient = (kind: RequestKind, id: number) =>
  useRequestChange(
    kind,
    id,
    (employeeId: number) =>
      api(deskEndpointsOf[kind].addRecipient, { body: { request_id: id, employee_id: employeeId } }),
    (request, recipients) => ({ ...request, recipients }),
  );
export const useRemoveRequestRecipient = (kind: RequestKind, id: number) =>
  useRequestChange(
    kind,
    id,
    (employeeId: number) =>
      api(deskEndpointsOf[kind].removeRecipient, { body: { request_id: id, employee_id: employeeId } }),
    (request, recipients) => ({ ...request, recipients }),
  );
