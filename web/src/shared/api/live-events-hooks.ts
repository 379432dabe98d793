import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { liveEventTypes, type LiveEventPayload, type LiveEventType } from '@portal/contract';
import { publicConfigQueryOptions } from '../session/public-config';
import { sessionKey } from '../session/session-api';
import { getToken, useToken } from '../session/token';
import { connectLiveEvents } from './live-events';

type Subscription = { type: LiveEventType; handler: (payload: unknown) => void };
/** The screens' subscriptions: the tab's connection hands each event to those of its type. */
const subscriptions = new Set<Subscription>();

/**
 * The university's settings changed (issue 33, `university.updated`): every answer made of them is
 * asked for again — GET /api/university and the rest of ['university', …], the public config (the
 * sign-in's help, the logo), and the session, whose `sidebar_links` the sidebar draws.
 */
export function refetchUniversity(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['university'] }),
    queryClient.invalidateQueries({ queryKey: publicConfigQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: sessionKey }),
  ]);
}

/**
 * Opens the tab's one live event stream for the signed-in shell (ShellLayout) and closes it when
 * the shell goes or the token goes or changes (sign-out, signing in as a user). After a break in the stream every shown
 * query is refetched: the
 * screens catch up with whatever the replay could not tell them.
 */
export function useLiveEventStream() {
  const queryClient = useQueryClient();
  // A new token (signing in as another user, or back) is another user's stream: opened anew.
  const token = useToken();
  useEffect(() => {
    if (!token) return;
    const connection = connectLiveEvents({ getToken });
    for (const type of liveEventTypes) {
      connection.on(type, (payload) => subscriptions.forEach((s) => s.type === type && s.handler(payload)));
    }
    connection.on('university.updated', () => void refetchUniversity(queryClient));
    connection.onReconnect(() => void queryClient.invalidateQueries());
    return () => connection.close();
  }, [queryClient, token]);
}

/** Calls `handler` with each live event of `type` while the component is shown. */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (payload: LiveEventPayload<T>) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const subscription: Subscription = { type, handler: (payload) => latest.current(payload as LiveEventPayload<T>) };
    subscriptions.add(subscription);
    return () => void subscriptions.delete(subscription);
  }, [type]);
}
