import { Button, CloseButton, Group, Loader, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { auditActionNames, auditActions, type AuditAction } from '@portal/contract';
import { IconFilterOff, IconHistoryOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { DayRange } from '../../../shared/lib/dates';
import { useDebouncedSearch } from '../../../shared/lib/use-debounced-search';
import { usePage } from '../../../shared/lib/use-page';
import { sharedStrings } from '../../../shared/strings';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PagePagination } from '../../../shared/ui/PagePagination';
import { SearchField } from '../../../shared/ui/SearchField';
import { DayRangeInput } from '../../../shared/ui/DayRangeInput';
import { noAuditFilters, useAuditLog, type AuditFilters } from '../api';
import { auditStrings as s } from '../strings';
import { AuditLogTable } from './AuditLogTable';
import classes from './AuditLogPage.module.css';

/** «Все действия» in the select: no action filter. */
const ALL = 'all';
const actionChoices = [{ value: ALL, label: s.allActions }, ...auditActions.map((a) => ({ value: a, label: auditActionNames[a] }))];

/**
 * «Журнал действий»: who did what to whom, when and from which address, newest first; filters by
 * action, person (a name search, or one person picked in a row) and days; 20 entries a page.
 */
export function AuditLogPage() {
  const [action, setAction] = useState<AuditAction | null>(null);
  const [person, setPerson] = useState<AuditFilters['person']>(null);
  const [range, setRange] = useState<DayRange | null>(null);
  const search = useDebouncedSearch();
  const filters = useMemo<AuditFilters>(
    () => ({ action, person, search: search.search, from: range?.start ?? null, to: range?.end ?? null }),
    [action, person, search.search, range],
  );
  const [page, setPage] = usePage(JSON.stringify(filters));
  const log = useAuditLog(filters, page);
  const filtered = JSON.stringify(filters) !== JSON.stringify(noAuditFilters) || search.value !== '';

  const reset = () => {
    setAction(null);
    setPerson(null);
    setRange(null);
    search.setValue('');
  };

  return (
    <Stack gap="md" maw={1200}>
      <Paper component="section" withBorder radius="md" p="md" aria-label={s.filters}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <Select
              label={s.action}
              data={actionChoices}
              value={action ?? ALL}
              onChange={(value) => setAction(value && value !== ALL ? (value as AuditAction) : null)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <SearchField
              label={s.person}
              placeholder={s.personPlaceholder}
              value={search.value}
              onChange={search.setValue}
              onSubmit={search.flush}
            />
            <DayRangeInput
              label={s.period}
              placeholder={s.periodPlaceholder}
              clearLabel={s.clearPeriod}
              value={range}
              onChange={setRange}
            />
          </SimpleGrid>
          {filtered && (
            <Group justify="space-between" align="center" gap="sm">
              {person ? (
                <Group gap={4} wrap="nowrap" className={classes.person}>
                  <Text size="sm">{s.onlyPerson(person.full_name)}</Text>
                  <CloseButton size="sm" variant="transparent" c="inherit" aria-label={s.removePerson} onClick={() => setPerson(null)} />
                </Group>
              ) : (
                <span />
              )}
              <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={reset}>
                {s.reset}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>

      {log.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={sharedStrings.loading}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={44} radius="sm" />
          ))}
        </Stack>
      ) : log.isError ? (
        <ErrorState message={s.loadFailed} onRetry={() => void log.refetch()} />
      ) : (
        <Stack gap="xs">
          <Group gap="xs" h={20}>
            <Text size="sm" c="dimmed" role="status">
              {s.found(log.data.meta.total)}
            </Text>
            {log.isPlaceholderData && <Loader size={14} aria-label={sharedStrings.loading} />}
          </Group>
          {log.data.items.length === 0 ? (
            <Paper withBorder radius="md">
              <EmptyState icon={<IconHistoryOff size={40} stroke={1.4} aria-hidden />}>{s.empty}</EmptyState>
            </Paper>
          ) : (
            <AuditLogTable
              entries={log.data.items}
              busy={log.isPlaceholderData}
              onPerson={(picked) => {
                setPerson(picked);
                window.scrollTo({ top: 0 });
              }}
            />
          )}
          <PagePagination
            meta={log.data.meta}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
