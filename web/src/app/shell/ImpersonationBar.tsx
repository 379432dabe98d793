import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { fullName } from '../../shared/lib/names';
import { returnToAdmin } from '../../shared/session/impersonation';
import { useCurrentUser } from '../../shared/session/session-context';
import { useText } from '../i18n';
import classes from './ImpersonationBar.module.css';

/** Across the top while an admin is signed in as someone else: whose cabinet this is, and the way back. */
export function ImpersonationBar() {
  const t = useText();
  const user = useCurrentUser();
  const [returning, setReturning] = useState(false);
  return (
    <Group
      className={classes.bar}
      justify="center"
      gap="xs"
      wrap="nowrap"
      role="region"
      aria-label={t('shell.impersonationRegion')}
    >
      <Text size="sm" fw={600} className={classes.text} lineClamp={2}>
        {t('shell.impersonationNotice', { name: fullName(user) })}
      </Text>
      <Button
        size="compact-sm"
        variant="white"
        color="dark"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        loading={returning}
        onClick={() => {
          setReturning(true);
          void returnToAdmin();
        }}
      >
        {t('shell.returnToAdmin')}
      </Button>
    </Group>
  );
}
