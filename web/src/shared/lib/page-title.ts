import { useEffect, useSyncExternalStore } from 'react';

/**
 * A title that a page makes from what it shows (a timetable's name), over its route's fixed one,
 * for the header and the browser's title while the page shows it. One page at a time is shown.
 */
let current: { title: string } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The page's title while it is mounted; null or '' leaves the route's title. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const entry = { title };
    current = entry;
    emit();
    return () => {
      if (current !== entry) return;
      current = null;
      emit();
    };
  }, [title]);
}

/** The title the shown page set, if it set one. */
export const useShownPageTitle = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => current?.title ?? null,
    () => null,
  );
