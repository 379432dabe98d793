import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Searches wait this long after the last key (000 §9). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A search box whose search lives elsewhere (the address, `useUrlState`): the box follows the
 * keys at once, `commit` gets the trimmed search 350 ms after the last key (or at once with
 * `flush`), and when `search` changes from outside (Back, a reset) the box shows it. Its own
 * commit coming back as `search` (later: a router navigates in a transition) leaves the box
 * alone, so keys typed meanwhile are kept.
 */
export function useSyncedSearch(search: string, commit: (search: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [value, setValue] = useState(search);
  // The outside value last seen, and the box's own commit on its way there.
  const [seen, setSeen] = useState(search);
  const [sent, setSent] = useState<string | null>(null);
  if (search !== seen) {
    setSeen(search);
    if (search === sent) setSent(null);
    else if (search !== value.trim()) setValue(search);
  }
  const [debounced, , { flush }] = useDebouncedValue(value.trim(), delay);

  const latest = useRef({ search, commit });
  useEffect(() => {
    latest.current = { search, commit };
  });
  useEffect(() => {
    // Only a settled change of the box sends; a box that took the outside value has nothing to send.
    if (debounced === latest.current.search) return;
    setSent(debounced);
    latest.current.commit(debounced);
  }, [debounced]);

  return { value, setValue, search, flush };
}
