/**
 * For a Select or MultiSelect whose options may scroll: the listbox itself scrolls and may take
 * the focus, so the arrow keys move through the options (aria-activedescendant) and scroll it and
 * a screen reader may focus it. Mantine's scroll area would put an unfocusable scrolling box
 * between the listbox and its options (axe: scrollable-region-focusable).
 */
export const selfScrollingListbox = {
  withScrollArea: false,
  styles: { options: { maxHeight: 280, overflowY: 'auto' } },
  attributes: { options: { tabIndex: -1 } },
} as const;
