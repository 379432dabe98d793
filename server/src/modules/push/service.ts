import type { PushSubscriptionBody } from '@portal/contract';
import type { PushServices } from '../../config';
import type { Db } from '../../db/client';
import { t } from '../../i18n';
import { HttpError } from '../../lib/http-error';
import { pushRepository } from './repository';
import { pushKeysValid, pushServiceAllowed } from './subscription-check';

/** The caller: the user and the session (the device) a subscription belongs to. */
export interface Subscriber {
  userId: number;
  sessionId: number;
}

const refusal = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

export function pushService(db: Db, services: PushServices) {
  return {
    /**
     * This device's subscription, for this user and session. Only a push service's endpoint is
     * taken: the server will POST to it.
     */
    async subscribe(who: Subscriber, body: PushSubscriptionBody): Promise<null> {
      if (!pushServiceAllowed(body.endpoint, services)) throw refusal('endpoint', t('push:serviceNotAllowed'));
      if (!pushKeysValid(body.keys)) throw refusal('keys', t('push:badKeys'));
      await db.transaction((tx) => pushRepository(tx).subscribe({ ...who, endpoint: body.endpoint, ...body.keys }));
      return null;
    },

    /** Stops the messages to this device: the caller's own subscription of the endpoint, if any. */
    async unsubscribe(who: Subscriber, endpoint: string): Promise<null> {
      await pushRepository(db).unsubscribe(who.userId, endpoint);
      return null;
    },
  };
}
