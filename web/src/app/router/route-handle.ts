import { useMatches, type Params } from 'react-router';
import { useShownPageTitle } from '../../shared/lib/page-title';
import { shellStrings } from '../strings';

/** A route's title: fixed, or made from its parameters («Обращение #12»). */
export type RouteTitle = string | ((params: Params) => string);

/** What a route tells the shell: its title for the header and the document. */
export interface RouteHandle {
  title?: RouteTitle;
}

/** The title the shown page made from its data (`usePageTitle`), else that of the deepest route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const pageTitle = useShownPageTitle();
  if (pageTitle) return pageTitle;
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const title = (match?.handle as RouteHandle | undefined)?.title;
    if (typeof title === 'function') return title(match!.params);
    if (title) return title;
  }
  return undefined;
}

/** The browser's title: the route title, or «Личный кабинет». */
export function useDocumentTitleText(): string {
  return useRouteTitle() ?? shellStrings.appName;
}
