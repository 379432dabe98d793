import { useDocumentTitle } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useDocumentTitleText } from '../router/route-handle';

/** The top route: keeps the browser title in step with the route. */
export function RootRoute() {
  useDocumentTitle(useDocumentTitleText());
  return <Outlet />;
}
