import { type PermissionChangeBody, type PermissionKey } from '@portal/contract';
import type { Db } from '../../db/client';
import { HttpError, unprocessable } from '../../lib/http-error';
import { authorize } from '../../authorize';
import type { Auth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { permissionsRepository } from './repository';
import { t } from '../../i18n';

export interface PermissionChange {
  grant: boolean;
  employeeUuid: string;
  key: PermissionKey;
  /** Who changes it: a signed-in user, or null for the operator's `npm run admin`. */
  actorUserId: number | null;
  ip: string | null;
  /** The audit entry's `details.via` when no user changes it (`npm run admin`: AUDIT_VIA_ADMIN_CLI). */
  via?: string;
}

/**
 * Gives or takes an employee's permission with its audit entry, in one transaction. The portal's
 * permission calls and the operator's command line both change permissions here.
 */
export async function changeEmployeePermission(
  db: Db,
  change: PermissionChange,
): Promise<'changed' | 'unchanged' | 'no-employee'> {
  return db.transaction(async (tx) => {
    const repo = permissionsRepository(tx);
    const employee = await repo.employeeByUuid(change.employeeUuid);
    if (!employee) return 'no-employee';
    const changed = change.grant
      ? await repo.grant(employee.id, change.key)
      : await repo.revoke(employee.id, change.key);
    if (!changed) return 'unchanged';
    await recordAudit(tx, {
      actorUserId: change.actorUserId,
      action: change.grant ? 'permission_add' : 'permission_remove',
      targetUserId: employee.userId,
      ip: change.ip,
      details: {
        permission_key: change.key,
        employee_id: employee.id,
        ...(change.via !== undefined && { via: change.via }),
      },
    });
    return 'changed';
  });
}

/**
 * Managers are made and unmade through the permission calls (001 §6, §7). An admin gives or takes
 * any managed permission; a manager only the one they hold themselves (`held`).
 */
export function permissionsService(db: Db, held: (auth: Auth) => Promise<PermissionKey[]>) {
  const change =
    (grant: boolean) =>
    async (auth: Auth, body: PermissionChangeBody, ip: string | null): Promise<PermissionChangeBody> => {
      if (!authorize(auth, 'permission', { key: body.permission_key, held: await held(auth) }))
        throw new HttpError(403, t('api:notify.permissionNotYours'));
      const outcome = await changeEmployeePermission(db, {
        grant,
        employeeUuid: body.account_uuid,
        key: body.permission_key,
        actorUserId: auth.userId,
        ip,
      });
      if (outcome === 'no-employee')
        throw unprocessable(t('api:notify.employeeNotFound'), { account_uuid: [t('api:notify.employeeNotFound')] });
      if (outcome === 'unchanged') {
        const message = grant ? t('api:notify.managerExists') : t('api:notify.notManager');
        throw unprocessable(message, { account_uuid: [message] });
      }
      return body;
    };
  return { add: change(true), remove: change(false) };
}
