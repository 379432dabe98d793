/**
 * What the fetch client reports to the app: the session ended (errors.token) or the server is
 * under maintenance. The app decides where to go; shared code does not know the router.
 */
export type ApiEvent = { type: 'session-ended'; message: string } | { type: 'maintenance'; message: string };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  listeners.forEach((listener) => listener(event));
}
