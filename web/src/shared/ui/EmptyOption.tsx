import type { ReactNode } from 'react';

/**
 * A combobox's text for an empty list («Данных нет», «Не найдено»): inside the listbox it is a
 * disabled option, so the listbox is never one without options (axe's aria-required-children)
 * and a screen reader reads the text where the options would be.
 */
export function emptyOption(text: ReactNode): ReactNode {
  if (text === null || text === undefined || text === '') return text;
  return (
    <span role="option" aria-disabled="true" aria-selected="false">
      {text}
    </span>
  );
}
