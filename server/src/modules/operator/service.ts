import { AUDIT_VIA_ADMIN_CLI, type PermissionKey } from '@portal/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { authRepository, type UserRow } from '../auth';
import { changeEmployeePermission } from '../permissions';
import { operatorRepository } from './repository';

// The rules of a chosen password are the contract's: the web's password change says the same.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@portal/contract';

export interface Names {
  surname: string;
  name: string;
  patronymic: string | null;
}

/** A new user made by `create` without names is called so until the import brings their own. */
export const DEFAULT_NAMES: Names = { surname: 'Администратор', name: 'портала', patronymic: null };

export const fullName = (u: Names) => [u.surname, u.name, u.patronymic].filter(Boolean).join(' ');

/**
 * The operator's actions on accounts (`npm run admin`): no signed-in user does them, so the audit
 * log records them without an actor and with `via` AUDIT_VIA_ADMIN_CLI in their details.
 */
export function operatorService(db: Db) {
  const repo = operatorRepository(db);
  return {
    userByEmail: (email: string) => authRepository(db).userByEmail(email),
    isAdmin: (userId: number) => repo.isAdmin(userId),
    adminCount: () => repo.adminCount(),
    contents: () => repo.contents(),

    /** Gives `existing` (or a new user of `email`) an admin account; a password hash when one is to be set. */
    async createAdmin(
      existing: UserRow | undefined,
      email: string,
      names: Names,
      passwordHash: string | null,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const r = operatorRepository(tx);
        let user = existing;
        if (!user) user = await r.createUser({ email, ...names, passwordHash: passwordHash! });
        else if (passwordHash) await r.setPassword(user.id, passwordHash);
        const made = await r.makeAdmin(user.id);
        if (made || passwordHash)
          await recordAudit(tx, {
            actorUserId: null,
            action: 'admin_create',
            targetUserId: user.id,
            details: { via: AUDIT_VIA_ADMIN_CLI, new_user: !existing, password_set: passwordHash !== null },
          });
        return user;
      });
    },

    /** Sets the password and ends the user's sessions; the number ended. */
    async setPassword(userId: number, passwordHash: string): Promise<number> {
      return db.transaction(async (tx) => {
        const r = operatorRepository(tx);
        await r.setPassword(userId, passwordHash);
        const ended = await r.endSessions(userId);
        await recordAudit(tx, {
          actorUserId: null,
          action: 'password_set',
          targetUserId: userId,
          details: { via: AUDIT_VIA_ADMIN_CLI, sessions_ended: ended },
        });
        return ended;
      });
    },

    /**
     * Gives or takes a permission of each employee account of the user, as the portal's
     * permission screen does; null when the user has no employee account.
     */
    async changePermission(
      userId: number,
      key: PermissionKey,
      grant: boolean,
    ): Promise<('changed' | 'unchanged')[] | null> {
      const accounts = await repo.employeeAccounts(userId);
      if (!accounts.length) return null;
      const outcomes: ('changed' | 'unchanged')[] = [];
      for (const account of accounts) {
        const outcome = await changeEmployeePermission(db, {
          grant,
          employeeUuid: account.uuid,
          key,
          actorUserId: null,
          ip: null,
          via: AUDIT_VIA_ADMIN_CLI,
        });
        outcomes.push(outcome === 'changed' ? 'changed' : 'unchanged');
      }
      return outcomes;
    },

    async list() {
      const [admins, holders] = await Promise.all([repo.admins(), repo.permissionHolders()]);
      return { admins, holders };
    },
  };
}
