import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  directoryEndpoints,
  notifyEndpoints as e,
  permissionEndpoints,
  type ManagedNotification,
  type NotificationBody,
  type PermissionChangeBody,
} from '@portal/contract';
import { api } from '../../shared/api/client';
import { useReports } from '../../shared/api/reports';

export const notifyKeys = {
  all: ['notify'] as const,
  lists: ['notify', 'list'] as const,
  list: (page: number) => ['notify', 'list', page] as const,
  detail: (id: number) => ['notify', 'detail', id] as const,
  reports: (id: number) => ['notify', 'reports', id] as const,
  managerPages: ['notify', 'managers'] as const,
  managers: (page: number) => ['notify', 'managers', page] as const,
};

/** POST /api/notifications (001 §7): a page of notifications, newest first. */
export const notificationListOptions = (page: number) =>
  queryOptions({
    queryKey: notifyKeys.list(page),
    queryFn: ({ signal }) => api(e.list, { body: { page } }, { signal }),
  });
export const useNotificationList = (page: number) =>
  useQuery({ ...notificationListOptions(page), placeholderData: keepPreviousData });

/** GET /api/notifications/{id}: the notification with its content and audience. */
export const notificationOptions = (id: number) =>
  queryOptions({
    queryKey: notifyKeys.detail(id),
    queryFn: ({ signal }) => api(e.get, { params: { id } }, { signal }),
  });
export const useNotification = (id: number | null) =>
  useQuery({ ...notificationOptions(id ?? 0), enabled: id !== null });

/** Every change of a notification asks the lists again; the changed one goes into the cache as it came back. */
function useNotifyMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, input) => {
      const changed = answer as Partial<ManagedNotification>;
      if (typeof changed.content === 'string')
        queryClient.setQueryData(notificationOptions(changed.id!).queryKey, answer as ManagedNotification);
      // Sending answers the counts only: the notification is asked again.
      else if (typeof input === 'number')
        void queryClient.invalidateQueries({ queryKey: notificationOptions(input).queryKey });
      void queryClient.invalidateQueries({ queryKey: notifyKeys.lists });
    },
  });
}

export const useCreateNotification = () => useNotifyMutation((body: NotificationBody) => api(e.create, { body }));
export const useUpdateNotification = () =>
  useNotifyMutation(({ id, body }: { id: number; body: NotificationBody }) => api(e.update, { params: { id }, body }));
export const useSendNotification = () => useNotifyMutation((id: number) => api(e.send, { params: { id } }));
export const useHideNotification = () => useNotifyMutation((id: number) => api(e.hide, { params: { id } }));
export const useShowNotification = () => useNotifyMutation((id: number) => api(e.show, { params: { id } }));

/** «Создать копию уведомления» (001 §4): the server makes a new draft «Копия …», same content and audience. */
export const useCopyNotification = () => useNotifyMutation((id: number) => api(e.copy, { params: { id } }));

/** The reports tab: GET /api/notifications/{id}/reports, POST …/report, the download. */
export const useNotificationReports = (id: number) =>
  useReports(notifyKeys.reports(id), { list: e.reports, create: e.createReport, download: e.downloadReport }, id);

/** The managers tab: employees holding notification_manager (001 §7). */
export const managersOptions = (page: number) =>
  queryOptions({
    queryKey: notifyKeys.managers(page),
    queryFn: ({ signal }) =>
      api(
        directoryEndpoints.employees,
        { query: { page }, body: { permissions: ['notification_manager'] } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
export const useManagers = (page: number) => useQuery(managersOptions(page));

function usePermissionChange(
  call: typeof permissionEndpoints.addPermission | typeof permissionEndpoints.removePermission,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PermissionChangeBody) => api(call, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notifyKeys.managerPages }),
  });
}
export const useAddManager = () => usePermissionChange(permissionEndpoints.addPermission);
export const useRemoveManager = () => usePermissionChange(permissionEndpoints.removePermission);
