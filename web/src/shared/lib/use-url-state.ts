import { MAX_ID, MAX_PAGE } from '@portal/contract';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One value of a screen's state kept in the address (`?page=2&search=…`): how it is read back
 * (anything unexpected gives the default, never an error) and written (null: left out, as the
 * default is).
 */
export interface UrlParam<T> {
  parse: (raw: string | null) => T;
  format: (value: T) => string | null;
}

/** A page number: 1…MAX_PAGE, 1 (left out) otherwise. */
export const pageParam: UrlParam<number> = {
  parse: (raw) => {
    if (raw === null || !/^[1-9]\d{0,5}$/.test(raw)) return 1;
    return Math.min(Number(raw), MAX_PAGE);
  },
  format: (page) => (page > 1 ? String(page) : null),
};

/** Free text such as a search: trimmed, at most `max` characters, '' (left out) by default. */
export const textParam = (max = 200): UrlParam<string> => ({
  parse: (raw) =>
    (raw ?? '')
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, max),
  format: (text) => text.trim() || null,
});

/** Ids joined by commas (`groups=3,17`): positive 32-bit integers, each once, at most `max`. */
export const idsParam = (max = 100): UrlParam<number[]> => ({
  parse: (raw) => {
    const ids = (raw ?? '')
      .split(',')
      .filter((part) => /^[1-9]\d{0,9}$/.test(part))
      .map(Number)
      .filter((id) => id <= MAX_ID);
    return [...new Set(ids)].slice(0, max);
  },
  format: (ids) => (ids.length > 0 ? ids.join(',') : null),
});

/** One id (`institute=3`): a positive 32-bit integer, null (left out) otherwise. */
export const optionalIdParam: UrlParam<number | null> = {
  parse: (raw) => (raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null),
  format: (id) => (id === null ? null : String(id)),
};

/** Yes, no or either: `1`, `0`, left out. */
export const optionalBooleanParam: UrlParam<boolean | null> = {
  parse: (raw) => (raw === '1' ? true : raw === '0' ? false : null),
  format: (value) => (value === null ? null : value ? '1' : '0'),
};

/** One of a few values; anything else is the default (left out). */
export function choiceParam<T extends string>(values: readonly T[], fallback: T | null = null): UrlParam<T | null> {
  return {
    parse: (raw) => ((values as readonly (string | null)[]).includes(raw) ? (raw as T) : fallback),
    format: (value) => (value === fallback ? null : value),
  };
}

export type UrlParams<S> = { [K in keyof S]: UrlParam<S[K]> };

export interface SetUrlStateOptions {
  /**
   * Replace the current history entry instead of adding one: for every key of a search box, so
   * that Back leaves the screen's previous state rather than undoing one letter at a time.
   */
  replace?: boolean;
}

/** Reads the state from search params; exported for tests and for screens that need it once. */
export function readUrlState<S>(params: URLSearchParams, spec: UrlParams<S>): S {
  const state = {} as S;
  for (const key of Object.keys(spec) as (keyof S & string)[]) state[key] = spec[key].parse(params.get(key));
  return state;
}

/** Writes `patch` over `params`; the params the spec does not know (another screen's) are kept. */
export function writeUrlState<S>(params: URLSearchParams, spec: UrlParams<S>, patch: Partial<S>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(patch) as (keyof S & string)[]) {
    const formatted = spec[key].format(patch[key] as S[typeof key]);
    if (formatted === null) next.delete(key);
    else next.set(key, formatted);
  }
  return next;
}

/**
 * A screen's state (search, filter, page) kept in the address through React Router, so that
 * Back, Forward, a reload or a shared link show the same list. Changes push a history entry
 * unless `replace` is asked for. `spec` must be stable (a module constant).
 */
export function useUrlState<S>(spec: UrlParams<S>): [S, (patch: Partial<S>, options?: SetUrlStateOptions) => void] {
  const [params, setParams] = useSearchParams();
  // The string stands for `params`, which is a new object on every render.
  const search = params.toString();
  const state = useMemo(() => readUrlState(new URLSearchParams(search), spec), [search, spec]);
  // The router shows a write later (in a transition): a second write before then (a search box's
  // debounced commit right after «Сбросить») builds on the first instead of undoing it.
  const lastWrite = useRef<{ from: string; to: string } | null>(null);
  // Once the address has moved on (the write shown, or Back), the write is nothing to build on.
  useLayoutEffect(() => {
    if (lastWrite.current?.from !== search) lastWrite.current = null;
  }, [search]);
  const setState = useCallback(
    (patch: Partial<S>, options: SetUrlStateOptions = {}) => {
      const base = lastWrite.current?.from === search ? lastWrite.current.to : search;
      const next = writeUrlState(new URLSearchParams(base), spec, patch);
      // The same address again is no new history entry (Back would seem to do nothing).
      if (next.toString() === base) return;
      lastWrite.current = { from: search, to: next.toString() };
      setParams(next, { replace: options.replace ?? false });
    },
    [search, setParams, spec],
  );
  return [state, setState];
}

/**
 * A page past the end (an old link, a list that has shrunk since) goes to the last page, in place
 * of the address, rather than showing an empty page of a list that is not empty.
 */
export function usePageWithin(page: number, lastPage: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage)) setPage(Math.max(1, lastPage));
  }, [page, lastPage, setPage]);
}
