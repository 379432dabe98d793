import { Box, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { AuditEntry, AuditPerson } from '@portal/contract';
import { formatNumericDateTime } from '../../../shared/lib/dates';
import { useText } from '../i18n';
import classes from './AuditLogTable.module.css';

interface AuditLogTableProps {
  entries: AuditEntry[];
  busy: boolean;
  /** A person's name picked in a row: show only the entries they took part in. */
  onPerson: (person: NonNullable<AuditPerson>) => void;
}

/** What an action recorded, in a few words: the impersonation's session end. */
function detailsText(entry: AuditEntry, t: ReturnType<typeof useText>): string | null {
  const expires = entry.details?.expires_at;
  if (entry.action === 'impersonate' && typeof expires === 'string')
    return t('sessionUntil', { time: formatNumericDateTime(expires) });
  return null;
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatNumericDateTime(at)}</time>;
}

function Person({ person, onPerson }: { person: AuditPerson; onPerson: AuditLogTableProps['onPerson'] }) {
  const t = useText();
  if (!person) return <Text c="dimmed">{t('nobody')}</Text>;
  return (
    <UnstyledButton
      className={classes.person}
      title={t('showPerson', { name: person.full_name })}
      onClick={() => onPerson(person)}
    >
      {person.full_name}
    </UnstyledButton>
  );
}

function Action({ entry }: { entry: AuditEntry }) {
  const t = useText();
  const details = detailsText(entry, t);
  return (
    <>
      <Text span fw={600} size="sm" display="block">
        {entry.action_name}
      </Text>
      {details && (
        <Text span size="xs" c="dimmed" display="block">
          {details}
        </Text>
      )}
    </>
  );
}

/**
 * The entries: a table (Когда, Кто, Действие, С кем / над кем, Адрес) from a tablet's width up,
 * a card per entry on a phone.
 */
export function AuditLogTable({ entries, busy, onPerson }: AuditLogTableProps) {
  const t = useText();
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm" className={classes.frame}>
        <Table
          aria-label={t('caption')}
          aria-busy={busy || undefined}
          className={busy ? classes.busy : undefined}
          verticalSpacing="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.at')}</Table.Th>
              <Table.Th>{t('columns.actor')}</Table.Th>
              <Table.Th>{t('columns.action')}</Table.Th>
              <Table.Th>{t('columns.target')}</Table.Th>
              <Table.Th>{t('columns.ip')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td className={classes.nowrap}>
                  <When at={entry.at} />
                </Table.Td>
                <Table.Td>
                  <Person person={entry.actor} onPerson={onPerson} />
                </Table.Td>
                <Table.Td>
                  <Action entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Person person={entry.target} onPerson={onPerson} />
                </Table.Td>
                <Table.Td className={classes.ip}>{entry.ip ?? t('nobody')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>

      <Stack
        component="ul"
        gap="sm"
        hiddenFrom="sm"
        aria-label={t('caption')}
        aria-busy={busy || undefined}
        className={`${classes.cards} ${busy ? classes.busy : ''}`}
      >
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Box>
                <Text size="xs" c="dimmed">
                  <When at={entry.at} />
                </Text>
                <Action entry={entry} />
              </Box>
              <dl className={classes.fields}>
                <dt>{t('columns.actor')}</dt>
                <dd>
                  <Person person={entry.actor} onPerson={onPerson} />
                </dd>
                <dt>{t('columns.target')}</dt>
                <dd>
                  <Person person={entry.target} onPerson={onPerson} />
                </dd>
                <dt>{t('columns.ip')}</dt>
                <dd className={classes.ip}>{entry.ip ?? t('nobody')}</dd>
              </dl>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
