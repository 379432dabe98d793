import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Searches wait this long after the last key (000 §9). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A search box's text and the search it asks for: trimmed (000 §5) and debounced. `flush` asks
 * at once (Enter).
 */
export function useDebouncedSearch(delay = SEARCH_DEBOUNCE_MS) {
  const [value, setValue] = useState('');
  const [search, , { flush }] = useDebouncedValue(value.trim(), delay);
  return { value, setValue, search, flush };
}
