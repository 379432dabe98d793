import { permissionEndpoints as e } from '@portal/contract';
import { clientIp } from '../../lib/client-ip';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { grantsRepository } from '../auth';
import { permissionsService } from './service';

/** Making and unmaking managers (001 §7): `POST /api/permissions/add` and `/remove`. */
export const permissionsModule: PortalModule = async (app, { database }) => {
  const grants = grantsRepository(database.db);
  const service = permissionsService(database.db, async (caller) =>
    caller.accountKey === 'employee' && caller.accountId !== null
      ? grants.permissions(caller.userId, caller.accountId)
      : [],
  );
  route(app, e.addPermission, 'notificationManagers', ({ body }, request) =>
    service.add(userOf(request), body, clientIp(request)),
  );
  route(app, e.removePermission, 'notificationManagers', ({ body }, request) =>
    service.remove(userOf(request), body, clientIp(request)),
  );
};
