import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { AUDIT_VIA_ADMIN_CLI, type AuditEntry, type AuditPerson } from '@portal/contract';
import { formatNumericDateTime } from '../../../shared/lib/dates';
import { useLanguage } from '../../../shared/i18n/language';
import { genitiveFullName } from '../genitive';
import { TableOrCards, type Column } from '../../../shared/ui/TableOrCards';
import { useText } from '../i18n';
import { ru } from '../i18n/ru';
import classes from './AuditLogTable.module.css';

interface AuditLogTableProps {
  entries: AuditEntry[];
  busy: boolean;
  /** A person's name picked in a row: show only the entries they took part in. */
  onPerson: (person: NonNullable<AuditPerson>) => void;
}

const universityFields = ru.universityFields;
type UniversityField = keyof typeof universityFields;

/**
 * What an action recorded, in a few words: the impersonation's session end, the reset poll and its answers, the
 * parts of the university's settings a save changed.
 */
function detailsText(entry: AuditEntry, t: ReturnType<typeof useText>): string | null {
  const expires = entry.details?.expires_at;
  if (entry.action === 'impersonate' && typeof expires === 'string')
    return t('sessionUntil', { time: formatNumericDateTime(expires) });
  const { name, answers } = entry.details ?? {};
  if (entry.action === 'poll_reset' && typeof name === 'string' && typeof answers === 'number')
    return t('pollReset', { name, answers });
  const { section, method, path } = entry.details ?? {};
  if (entry.action === 'impersonated_call' && typeof section === 'string' && typeof method === 'string')
    return t('call', { section, method, path: String(path) });
  const changed = entry.details?.changed;
  if (entry.action === 'university_settings' && Array.isArray(changed) && changed.length) {
    const parts = [...new Set(changed.map((path) => String(path).split('.')[0]!))];
    const names = parts.map((part) =>
      part in universityFields ? t(`universityFields.${part as UniversityField}`) : part,
    );
    return t('universityChanged', { fields: names.join(', ') });
  }
  return null;
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatNumericDateTime(at)}</time>;
}

/**
 * The actor of an entry: its user, or the operator's console for what `npm run admin` did; an
 * admin signed in as a user acted «от имени» the user (the name in the genitive in Russian).
 */
function Actor({ entry, onPerson }: { entry: AuditEntry; onPerson: AuditLogTableProps['onPerson'] }) {
  const t = useText();
  const russian = useLanguage() === 'ru';
  if (!entry.actor && entry.details?.via === AUDIT_VIA_ADMIN_CLI) return <Text size="sm">{t('adminCli')}</Text>;
  const user = entry.on_behalf_of;
  if (!user) return <Person person={entry.actor} onPerson={onPerson} />;
  return (
    <>
      <Person person={entry.actor} onPerson={onPerson} /> {t('onBehalfOf')}{' '}
      <Person person={user} onPerson={onPerson} shown={russian ? genitiveFullName(user.full_name) : undefined} />
    </>
  );
}

interface PersonProps {
  person: AuditPerson;
  onPerson: AuditLogTableProps['onPerson'];
  /** The name as the sentence needs it (declined); the full name by default. */
  shown?: string;
}

function Person({ person, onPerson, shown }: PersonProps) {
  const t = useText();
  if (!person) return <Text c="dimmed">{t('nobody')}</Text>;
  return (
    <UnstyledButton
      className={classes.person}
      title={t('showPerson', { name: person.full_name })}
      onClick={() => onPerson(person)}
    >
      {shown ?? person.full_name}
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

/** The five columns need this much room, in rem (the root font grows in the low-vision version). */
const TABLE_MIN_REM = 40;

/**
 * The entries: a table (Когда, Кто, Действие, С кем / над кем, Адрес) where it fits, a card per
 * entry on a phone.
 */
export function AuditLogTable({ entries, busy, onPerson }: AuditLogTableProps) {
  const t = useText();
  const columns: Column<AuditEntry>[] = [
    { header: t('columns.at'), cell: (entry) => <When at={entry.at} />, td: { className: classes.nowrap } },
    { header: t('columns.actor'), cell: (entry) => <Actor entry={entry} onPerson={onPerson} /> },
    { header: t('columns.action'), cell: (entry) => <Action entry={entry} /> },
    { header: t('columns.target'), cell: (entry) => <Person person={entry.target} onPerson={onPerson} /> },
    { header: t('columns.ip'), cell: (entry) => entry.ip ?? t('nobody'), td: { className: classes.ip } },
  ];
  return (
    <TableOrCards
      items={entries}
      label={t('caption')}
      columns={columns}
      itemKey={(entry) => entry.id}
      minRem={TABLE_MIN_REM}
      busy={busy}
      framed
      table={{ highlightOnHover: false }}
      card={(entry) => (
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
              <Actor entry={entry} onPerson={onPerson} />
            </dd>
            <dt>{t('columns.target')}</dt>
            <dd>
              <Person person={entry.target} onPerson={onPerson} />
            </dd>
            <dt>{t('columns.ip')}</dt>
            <dd className={classes.ip}>{entry.ip ?? t('nobody')}</dd>
          </dl>
        </Stack>
      )}
    />
  );
}
