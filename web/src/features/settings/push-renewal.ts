import { useEffect } from 'react';
import { readImpersonation } from '../../shared/session/impersonation';
import { useCurrentUser } from '../../shared/session/session-context';
import { useToken } from '../../shared/session/token';
import { renewPush } from './push';

let renewedFor: string | null = null;

/**
 * Once per session: this device's push subscription, if the user turned it on here, is the new
 * session's too (the server kept it with the session that signing out ended). Not for an admin
 * signed in as the user.
 */
export function usePushRenewal(): void {
  const { id } = useCurrentUser();
  const token = useToken();
  useEffect(() => {
    if (token === null || renewedFor === token || readImpersonation()) return;
    renewedFor = token;
    // A failure changes nothing the person sees: «Настройки» shows the switch as this browser has it.
    renewPush(id).catch(() => undefined);
  }, [id, token]);
}
