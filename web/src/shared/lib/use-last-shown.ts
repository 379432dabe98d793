import { useState } from 'react';

/**
 * What a closing window goes on showing: the last value it was opened with. A Mantine Modal stays
 * in the page while it fades out; without this its title would empty and the dialog lose its name.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
