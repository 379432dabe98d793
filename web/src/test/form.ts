import { fireEvent, screen } from '@testing-library/react';

/** A required field by its label (the label ends with the asterisk). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The error said under a field, if any. */
export const errorOf = (label: string) => {
  const id = field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((i) => i.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
