import type { RequestRecipient } from '@portal/contract';
import { t } from '../../i18n';
import { notFound, unprocessable } from '../../lib/http-error';
import { authorize } from '../../authorize';
import type { Auth } from '../../plugins/auth';
import type { RequestDesk } from './desk';
import { requestsRepository } from './repository';
import type { RequestThread } from './thread';

/** A request's performers, added and removed by its performers and the request admins. */
export function requestPerformers(desk: RequestDesk, { changed }: RequestThread) {
  const { word, lockFor, change } = desk;
  return {
    /** 002 §5 «Adding a performer»: admins and performers; not one already there. */
    async addRecipient(auth: Auth, requestId: number, employeeId: number): Promise<RequestRecipient[]> {
      return change(async (tx) => {
        const repo = requestsRepository(tx);
        const { standing: s } = await lockFor(tx, auth, requestId);
        if (!authorize(auth, 'requestWork', s)) throw notFound(word('notFound'));
        if (!(await repo.employeeExists(employeeId)))
          throw unprocessable(t('api:requests.recipientNotFound'), {
            employee_id: [t('api:requests.recipientNotFound')],
          });
        if (!(await repo.addRecipient(requestId, employeeId)))
          throw unprocessable(t('api:requests.recipientTwice'), { employee_id: [t('api:requests.recipientTwice')] });
        await changed(tx, requestId, 'request.updated');
        return (await repo.recipientsOf([requestId])).get(requestId) ?? [];
      });
    },

    /** The last performer stays. */
    async removeRecipient(auth: Auth, requestId: number, employeeId: number): Promise<RequestRecipient[]> {
      return change(async (tx) => {
        const repo = requestsRepository(tx);
        const { standing: s } = await lockFor(tx, auth, requestId);
        if (!authorize(auth, 'requestWork', s)) throw notFound(word('notFound'));
        if (!(await repo.isPerformer(requestId, employeeId)))
          throw unprocessable(t('api:requests.recipientMissing'), {
            employee_id: [t('api:requests.recipientMissing')],
          });
        if ((await repo.recipientCount(requestId)) <= 1)
          throw unprocessable(t('api:requests.lastRecipient'), { employee_id: [t('api:requests.lastRecipient')] });
        // Told before the removal, so the removed performer's screen hears of it too.
        await changed(tx, requestId, 'request.updated');
        await repo.removeRecipient(requestId, employeeId);
        return (await repo.recipientsOf([requestId])).get(requestId) ?? [];
      });
    },
  };
}
