import { Stack } from '@mantine/core';
import { NewVersionNotice } from './NewVersionNotice';

/** The home page: only the new-version notice for now (000 §1). */
export function HomePage() {
  return (
    <Stack maw={880}>
      <NewVersionNotice />
    </Stack>
  );
}
