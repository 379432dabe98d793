import { useState } from 'react';

/**
 * The page of a list that goes back to 1 whenever `query` (the list's search and filter, as a
 * string) changes, with no effect and no extra render of the stale page.
 */
export function usePage(query: string): [number, (page: number) => void] {
  const [state, setState] = useState({ query, page: 1 });
  const page = state.query === query ? state.page : 1;
  return [page, (next: number) => setState({ query, page: next })];
}
