/**
 * Not run: compiled by `npm run typecheck`. Each `@ts-expect-error` line is a call the contract
 * does not accept; if `api` stopped checking it, the directive would be unused and fail the build.
 */
import { authEndpoints, directoryEndpoints, notificationEndpoints } from '@portal/contract';
import { api } from './client';

export async function callsTheContractRefuses() {
  // @ts-expect-error a body field the endpoint does not have
  await api(notificationEndpoints.inbox, { body: { is_read: false, page: 1, unread: true } });
  // @ts-expect-error ids must be numbers
  await api(notificationEndpoints.markAsRead, { body: { ids: ['1'] } });
  // @ts-expect-error the student filter's lists are of ids
  await api(directoryEndpoints.studentFacets, { body: { filter: { groups: 'ИСТ-25-1' } } });
  // @ts-expect-error the path parameter is missing
  await api(directoryEndpoints.student, {});
  // @ts-expect-error a body on a call that takes none in its place: the path parameter
  await api(authEndpoints.impersonate, { body: { id: 1 } });
  // @ts-expect-error sign-in takes login and password, not email
  await api(authEndpoints.login, { body: { email: 'a@b.c', password: 'x' } });

  // What the contract accepts compiles, and the answer is typed.
  const page = await api(directoryEndpoints.students, { body: { page: 1, filter: { groups: [1] } } });
  const first: string | undefined = page.items[0]?.surname;
  const { count }: { count: number } = await api(notificationEndpoints.unreadCount, {});
  return [first, count];
}
