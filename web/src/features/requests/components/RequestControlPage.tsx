import { Stack } from '@mantine/core';
import { CategoriesEditor } from './CategoriesEditor';

/**
 * Requests control (002 §2.5, permission request_admin). So far its «Подразделения и услуги»: the
 * departments and services the requests go to.
 */
export function RequestControlPage() {
  return (
    <Stack gap="md" maw={960}>
      <CategoriesEditor />
    </Stack>
  );
}
