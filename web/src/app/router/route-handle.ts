import { useMatches, type Params } from 'react-router';
import { useShownPageTitle } from '../../shared/lib/page-title';
import { useText } from '../i18n';
import type { ru } from '../i18n/ru';

/** The keys of a group of texts that take no values. */
type PlainKeys<T> = { [K in keyof T]: T[K] extends `${string}{{${string}` ? never : K }[keyof T] & string;

/** A fixed title: its key in the `app` namespace, said in the language of the moment. */
export type TitleKey = `nav.${PlainKeys<typeof ru.nav>}` | `routeTitles.${PlainKeys<typeof ru.routeTitles>}`;

/** A route's title: fixed, or made from its parameters («Обращение #12»). */
export type RouteTitle = TitleKey | ((params: Params) => string);

/** What a route tells the shell: its title for the header and the document. */
export interface RouteHandle {
  title?: RouteTitle;
}

/** The title the shown page made from its data (`usePageTitle`), else that of the deepest route that has one. */
export function useRouteTitle(): string | undefined {
  const t = useText();
  const matches = useMatches();
  const pageTitle = useShownPageTitle();
  if (pageTitle) return pageTitle;
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const title = (match?.handle as RouteHandle | undefined)?.title;
    if (typeof title === 'function') return title(match!.params);
    if (title) return t(title);
  }
  return undefined;
}

/** The browser's title: the route title, or «Личный кабинет». */
export function useDocumentTitleText(): string {
  const t = useText();
  return useRouteTitle() ?? t('shell.appName');
}
