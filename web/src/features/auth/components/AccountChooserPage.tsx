import { Alert, Badge, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Account } from '@portal/contract';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { activeAccount } from '../../../shared/session/session-api';
import { useCurrentUser } from '../../../shared/session/session-context';
import { useSetDefaultAccount } from '../api';
import { useText } from '../i18n';
import { AccountKindIcon } from './AccountKindIcon';
import classes from './AccountChooserPage.module.css';

/** «Иванов И. И., группа» — a student account shows its group after the name (000 §2). */
function accountTitle(account: Account): string {
  if (account.key === 'student' && account.data.group) return `${account.name}, ${account.data.group.name}`;
  return account.name;
}

/** The account chooser at /accounts: pick one, the server makes it the default, the app reloads. */
export function AccountChooserPage() {
  const t = useText();
  const user = useCurrentUser();
  const current = activeAccount(user);
  const setDefault = useSetDefaultAccount();

  return (
    <Stack gap="md" maw={640}>
      <Text c="dimmed">{t('chooserIntro')}</Text>
      {setDefault.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {t('messages:switchFailed')}
        </Alert>
      )}
      <Stack gap="sm" component="ul" className={classes.list}>
        {user.accounts.map((account) => {
          const isCurrent = account === current;
          const pending =
            setDefault.isPending &&
            setDefault.variables?.account_id === account.id &&
            setDefault.variables.account_key === account.key;
          return (
            <li key={`${account.key}-${account.id}`}>
              <UnstyledButton
                className={classes.item}
                data-current={isCurrent || undefined}
                aria-current={isCurrent ? 'true' : undefined}
                disabled={setDefault.isPending}
                aria-busy={pending || undefined}
                onClick={() => setDefault.mutate({ account_key: account.key, account_id: account.id })}
              >
                <Paper p="md" radius="md" withBorder className={classes.card}>
                  <Group gap="md">
                    <ThemeIcon size={44} radius="xl" variant={isCurrent ? 'filled' : 'light'}>
                      <AccountKindIcon kind={account.key} size={24} />
                    </ThemeIcon>
                    {/* At least about a word's width: at a large font the badge goes under it rather than squeeze
                        it letter by letter. */}
                    <Stack gap={2} style={{ flex: '1 1 8rem', minWidth: 0 }}>
                      <Text fw={600}>{accountTitle(account)}</Text>
                      {account.name !== t(`kindLabel.${account.key}`) && (
                        <Text size="sm" c="dimmed">
                          {t(`kindLabel.${account.key}`)}
                        </Text>
                      )}
                    </Stack>
                    {isCurrent && (
                      <Badge leftSection={<IconCheck size={14} aria-hidden />} variant="light">
                        {t('current')}
                      </Badge>
                    )}
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
