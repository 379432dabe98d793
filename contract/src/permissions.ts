import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Making and unmaking managers (001 §7): an admin gives or takes any managed permission, a
 * notification manager only the one they hold. The notifications back office's «Менеджеры» tab.
 */

/** Permissions a manager is given or loses (001 §7). */
export const managedPermissionKeys = ['notification_manager', 'poll_manager'] as const;
export const permissionChangeBody = z.object({
  permission_key: z.enum(managedPermissionKeys),
  account_uuid: z.uuid(),
});
export type PermissionChangeBody = z.infer<typeof permissionChangeBody>;
export const permissionChangeResult = permissionChangeBody;

/** The back office's tag: the calls are its «Менеджеры» tab. */
const tag = 'Уведомления: управление';

export const permissionEndpoints = {
  addPermission: endpoint({
    name: 'addPermission',
    inPerson: true,
    method: 'POST',
    path: '/api/permissions/add',
    tag,
    summary: 'Make an employee a manager',
    body: permissionChangeBody,
    result: permissionChangeResult,
  }),
  removePermission: endpoint({
    name: 'removePermission',
    inPerson: true,
    method: 'POST',
    path: '/api/permissions/remove',
    tag,
    summary: 'Take a manager’s permission away',
    body: permissionChangeBody,
    result: permissionChangeResult,
  }),
};
