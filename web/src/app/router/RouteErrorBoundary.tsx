import { useRouteError } from 'react-router';
import { RouteError } from '../routes/RouteError';

/** A route's error: it threw, or its code could not be loaded (an old tab after a new release). */
export function RouteErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
