import { notifyStrings, type PermissionChangeBody, type PermissionKey } from '@portal/contract';
import type { Db } from '../../db/client';
import { HttpError, unprocessable } from '../../lib/http-error';
import type { Auth } from '../../plugins/auth';
import { recordAudit } from '../audit/service';
import { permissionsRepository } from './repository';

/**
 * Managers are made and unmade through the permission calls (001 §6, §7). An admin gives or takes
 * any managed permission; a manager only the one they hold themselves (`held`).
 */
export function permissionsService(db: Db, held: (auth: Auth) => Promise<PermissionKey[]>) {
  const change = (grant: boolean) => async (auth: Auth, body: PermissionChangeBody, ip: string | null): Promise<PermissionChangeBody> => {
    if (auth.accountKey !== 'admin' && !(await held(auth)).includes(body.permission_key)) throw new HttpError(403, notifyStrings.permissionNotYours);
    return db.transaction(async (tx) => {
      const repo = permissionsRepository(tx);
      const employee = await repo.employeeByUuid(body.account_uuid);
      if (!employee) throw unprocessable(notifyStrings.employeeNotFound, { account_uuid: [notifyStrings.employeeNotFound] });
      if (grant && !(await repo.grant(employee.id, body.permission_key))) throw unprocessable(notifyStrings.managerExists, { account_uuid: [notifyStrings.managerExists] });
      if (!grant && !(await repo.revoke(employee.id, body.permission_key))) throw unprocessable(notifyStrings.notManager, { account_uuid: [notifyStrings.notManager] });
      await recordAudit(tx, { actorUserId: auth.userId, action: grant ? 'permission_add' : 'permission_remove', targetUserId: employee.userId, ip, details: { permission_key: body.permission_key, employee_id: employee.id } });
      return body;
    });
  };
  return { add: change(true), remove: change(false) };
}
