import { Button, CloseButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { auditActions, type AuditAction } from '@portal/contract';
import { IconFilterOff, IconHistoryOff } from '@tabler/icons-react';
import { calendarDay } from '@portal/contract';
import { useMemo, useState } from 'react';
import type { DayRange } from '../../../shared/lib/dates';
import { AutoGrid } from '../../../shared/ui/AutoGrid';
import { useSyncedSearch } from '../../../shared/lib/use-debounced-search';
import {
  choiceParam,
  idsParam,
  pageParam,
  textParam,
  usePageWithin,
  useUrlState,
  type UrlParam,
  type UrlParams,
} from '../../../shared/lib/use-url-state';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { selfScrollingListbox } from '../../../shared/ui/listbox';
import { SearchField } from '../../../shared/ui/SearchField';
import { DayRangeInput } from '../../../shared/ui/DayRangeInput';
import { useAuditLog, type AuditFilters } from '../api';
import { useText } from '../i18n';
import { AuditLogTable } from './AuditLogTable';
import classes from './AuditLogPage.module.css';

/** «Все действия» in the select: no action filter. */
const ALL = 'all';

/** A day of the period: `YYYY-MM-DD` as the call takes it; anything else is no day. */
const dayParam: UrlParam<string | null> = {
  parse: (raw) => {
    if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
    return calendarDay.safeParse(raw).success ? raw : null;
  },
  format: (day) => day,
};
const personParam = idsParam(1);

interface AuditLogState {
  action: AuditAction | null;
  /** The person picked in a row, by id (the call's user_id). */
  user_id: number[];
  search: string;
  from: string | null;
  to: string | null;
  page: number;
}

/** The filters and the page in the address, so that Back and a reload keep them. */
const auditLogParams: UrlParams<AuditLogState> = {
  action: choiceParam(auditActions),
  user_id: personParam,
  search: textParam(),
  from: dayParam,
  to: dayParam,
  page: pageParam,
};

/** The person's name: as picked, or from the entries (every one names them), or by id. */
function personName(
  id: number,
  picked: AuditFilters['person'],
  entries: { actor: AuditFilters['person']; target: AuditFilters['person'] }[] | undefined,
  t: ReturnType<typeof useText>,
): string {
  if (picked?.id === id) return picked.full_name;
  for (const entry of entries ?? []) {
    for (const person of [entry.actor, entry.target]) if (person?.id === id) return person.full_name;
  }
  return t('personById', { id });
}

/**
 * «Журнал действий»: who did what to whom, when and from which address, newest first; filters by
 * action, person (a name search, or one person picked in a row) and days; 20 entries a page. The
 * filters and the page live in the address; typing a name replaces the address, the other
 * filters and the pages add a history entry.
 */
export function AuditLogPage() {
  const t = useText();
  const [url, setUrl] = useUrlState(auditLogParams);
  const [picked, setPicked] = useState<AuditFilters['person']>(null);
  const search = useSyncedSearch(url.search, (text) => setUrl({ search: text, page: 1 }, { replace: true }));
  const personId = url.user_id[0] ?? null;
  // A period needs both its days, in order.
  const range = useMemo<DayRange | null>(
    () => (url.from && url.to && url.from <= url.to ? { start: url.from, end: url.to } : null),
    [url.from, url.to],
  );
  const filters = useMemo<AuditFilters>(
    () => ({
      action: url.action,
      person: personId === null ? null : { id: personId, full_name: '' },
      search: url.search,
      from: range?.start ?? null,
      to: range?.end ?? null,
    }),
    [url.action, personId, url.search, range],
  );
  const log = useAuditLog(filters, url.page);
  usePageWithin(url.page, log.isPlaceholderData ? undefined : log.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );
  const person =
    personId === null ? null : { id: personId, full_name: personName(personId, picked, log.data?.items, t) };
  const actionChoices = [
    { value: ALL, label: t('allActions') },
    ...auditActions.map((a) => ({ value: a, label: t(`actions.${a}`) })),
  ];
  const filtered =
    url.action !== null || personId !== null || range !== null || url.search !== '' || search.value !== '';

  const setAction = (action: AuditAction | null) => setUrl({ action, page: 1 });
  const setPerson = (next: AuditFilters['person']) => {
    if (next) setPicked(next);
    setUrl({ user_id: next ? [next.id] : [], page: 1 });
  };
  const setRange = (next: DayRange | null) => setUrl({ from: next?.start ?? null, to: next?.end ?? null, page: 1 });
  const reset = () => {
    search.setValue('');
    setUrl({ action: null, user_id: [], search: '', from: null, to: null, page: 1 });
  };

  return (
    <Stack gap="md" maw={1200}>
      <Paper component="section" withBorder radius="md" p="md" aria-label={t('filters')}>
        <Stack gap="sm">
          <AutoGrid min={14} maxCols={3} gap="md" rowGap="sm">
            <Select
              label={t('action')}
              data={actionChoices}
              value={url.action ?? ALL}
              onChange={(value) => setAction(value && value !== ALL ? (value as AuditAction) : null)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...selfScrollingListbox}
            />
            <SearchField
              label={t('person')}
              placeholder={t('personPlaceholder')}
              value={search.value}
              onChange={search.setValue}
              onSubmit={search.flush}
            />
            <DayRangeInput
              label={t('period')}
              placeholder={t('periodPlaceholder')}
              clearLabel={t('clearPeriod')}
              value={range}
              onChange={setRange}
            />
          </AutoGrid>
          {filtered && (
            <Group justify="space-between" align="center" gap="sm">
              {person ? (
                <Group gap={4} wrap="nowrap" className={classes.person}>
                  <Text size="sm">{t('onlyPerson', { name: person.full_name })}</Text>
                  <CloseButton
                    size="sm"
                    variant="transparent"
                    c="inherit"
                    aria-label={t('removePerson')}
                    onClick={() => setPerson(null)}
                  />
                </Group>
              ) : (
                <span />
              )}
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={reset}
              >
                {t('reset')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>

      <PagedResults
        list={log}
        found={(count) => t('found', { count })}
        empty={t('empty')}
        emptyIcon={IconHistoryOff}
        framed
        failed={t('loadFailed')}
        onPage={(page) => setUrl({ page })}
      >
        {(entries, busy) => (
          <AuditLogTable
            entries={entries}
            busy={busy}
            onPerson={(picked) => {
              setPerson(picked);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
