import { useMatches } from 'react-router';
import { shellStrings } from '../strings';

/** What a route tells the shell: its title for the header and the document. */
export interface RouteHandle {
  title?: string;
}

/** The title of the deepest route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** The browser's title: the route title, or «Личный кабинет». */
export function useDocumentTitleText(): string {
  return useRouteTitle() ?? shellStrings.appName;
}
