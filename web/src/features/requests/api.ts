import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  requestCategoryEndpoints,
  requestEndpoints as e,
  type NewRequestBody,
  type RequestCategoryBody,
  type RequestDetail,
  type RequestFilterQuery,
  type RequestListQuery,
  type ThreadMessage,
  type ThreadMessageBody,
} from '@portal/contract';
import { api } from '../../shared/api/client';

export const categoryKeys = {
  all: ['requests', 'categories'] as const,
  children: (parentId: number | null) => ['requests', 'categories', parentId] as const,
};

/** Where a request is worked: requests control (every request) or the requests manager (the caller's). */
export type RequestView = 'control' | 'manager';

export const requestKeys = {
  all: ['requests', 'items'] as const,
  mine: ['requests', 'items', 'mine'] as const,
  list: (view: RequestView, query: RequestListQuery) => ['requests', 'items', 'list', view, query] as const,
  stats: (view: RequestView, filter: RequestFilterQuery) => ['requests', 'items', 'stats', view, filter] as const,
  detail: (id: number) => ['requests', 'items', 'detail', id] as const,
};

/** Every list, count and request on screen asks again: a request changed or came. */
export const refreshRequests = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: requestKeys.all });

/** GET /api/request/category: the departments (null), or the services of one. */
export const useRequestCategories = (parentId: number | null, enabled = true) =>
  useQuery({
    queryKey: categoryKeys.children(parentId),
    queryFn: ({ signal }) => api(requestCategoryEndpoints.list, { query: parentId === null ? {} : { parent_id: parentId } }, { signal }),
    enabled,
  });

/** POST /api/request/category: create or change; the tree is asked again. */
export function useSaveRequestCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCategoryBody) => api(requestCategoryEndpoints.save, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** GET /api/requests: the caller's own requests, newest first. */
export const useMyRequests = () => useQuery({ queryKey: requestKeys.mine, queryFn: ({ signal }) => api(e.mine, {}, { signal }) });

/** POST /api/request: «Подача заявки»; the own list asks again. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRequestBody) => api(e.create, { body }),
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request.id), request);
      void refreshRequests(queryClient);
    },
  });
}

/** A page of requests control's list (every request) or of the manager's (their own); the previous page stays while the next loads. */
export const useRequestList = (view: RequestView, query: RequestListQuery) =>
  useQuery({
    queryKey: requestKeys.list(view, query),
    queryFn: ({ signal }) => api(view === 'control' ? e.all : e.manager, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The counts and median times over the view's filtered requests. */
export const useRequestStats = (view: RequestView, filter: RequestFilterQuery) =>
  useQuery({
    queryKey: requestKeys.stats(view, filter),
    queryFn: ({ signal }) => api(view === 'control' ? e.adminStats : e.managerStats, { query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });

export const requestOptions = (id: number) => queryOptions({ queryKey: requestKeys.detail(id), queryFn: ({ signal }) => api(e.get, { params: { id } }, { signal }) });

/** GET /api/request/{id}: the request with its chat. */
export const useRequest = (id: number) => useQuery(requestOptions(id));

/** Puts a message that came back into the cached request (once, whatever the order of answer and refetch). */
export function withMessage(request: RequestDetail, message: ThreadMessage): RequestDetail {
  if (request.messages.some((m) => m.id === message.id)) return request;
  return { ...request, messages: [...request.messages, message] };
}

/** A change of a request: the answer goes into its cache, then it and the lists ask again. */
function useRequestChange<V, R>(id: number, call: (vars: V) => Promise<R>, apply?: (request: RequestDetail, result: R) => RequestDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      if (apply) queryClient.setQueryData<RequestDetail>(requestKeys.detail(id), (request) => (request ? apply(request, result) : request));
      void refreshRequests(queryClient);
    },
  });
}

export const usePostRequestMessage = (id: number) => useRequestChange(id, (body: ThreadMessageBody) => api(e.message, { params: { id }, body }), withMessage);
export const useMarkRequestRead = (id: number) => useRequestChange(id, () => api(e.markRead, { params: { id } }), (request) => ({ ...request, has_unread_messages: false }));
export const useSetRequestStatus = (id: number) => useRequestChange(id, (status: 2 | 3) => api(e.status, { params: { id }, body: { status } }));
export const useAddRequestRecipient = (id: number) =>
  useRequestChange(id, (employeeId: number) => api(e.addRecipient, { body: { request_id: id, employee_id: employeeId } }), (request, recipients) => ({ ...request, recipients }));
export const useRemoveRequestRecipient = (id: number) =>
  useRequestChange(id, (employeeId: number) => api(e.removeRecipient, { body: { request_id: id, employee_id: employeeId } }), (request, recipients) => ({ ...request, recipients }));
