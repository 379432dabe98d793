import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { homeStrings } from '../strings';
import { NewVersionNotice } from './NewVersionNotice';

/** The catch-all: the route's heading says «Страница не найдена»; the page shows the notice too (000 §2). */
export function NotFoundPage() {
  return (
    <Stack maw={880} gap="lg">
      <Text c="dimmed">{homeStrings.notFoundText}</Text>
      <Group>
        <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
          {homeStrings.toHome}
        </Button>
      </Group>
      <NewVersionNotice />
    </Stack>
  );
}
