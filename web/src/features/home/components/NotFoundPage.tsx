import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '../i18n';
import { NewVersionNotice } from './NewVersionNotice';

/** The catch-all: the route's heading says «Страница не найдена»; the page shows the notice too (000 §2). */
export function NotFoundPage() {
  const t = useText();
  return (
    <Stack maw={880} gap="lg">
      <Text c="dimmed">{t('notFoundText')}</Text>
      <Group>
        <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
          {t('toHome')}
        </Button>
      </Group>
      <NewVersionNotice />
    </Stack>
  );
}
