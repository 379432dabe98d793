import { Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { WorksheetCompletion, WorksheetMissingPerson, WorksheetUnit } from '@portal/contract';
import { IconArrowLeft, IconChevronRight, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { fullName } from '../../../shared/lib/names';
import { optionalIdParam, pageParam, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { TableOrCards, type Column } from '../../../shared/ui/TableOrCards';
import { usePoll, useWorksheetCompletion, useWorksheetMissing } from '../api';
import { useText } from '../i18n';
import { PollReports } from './PollReportsPage';

interface Scope {
  /** The groups of this institute instead of the institutes (students). */
  institute: number | null;
  /** Who has not filled it in of this group or department only. */
  unit: number | null;
  page: number;
}
const params: UrlParams<Scope> = { institute: optionalIdParam, unit: optionalIdParam, page: pageParam };
/** The three columns need this much room, in rem (the root font grows in the low-vision version). */
const TABLE_MIN_REM = 34;

const share = (done: number, total: number) => (total ? `${Math.round((done / total) * 100)}%` : '—');
const opt = (id: number | null) => id ?? undefined;

/**
 * A unit's name: a button that opens an institute's groups, or shows who of a group or department has not filled it in.
 */
function UnitButton({
  unit,
  level,
  scope,
  setScope,
}: {
  unit: WorksheetUnit;
  level: WorksheetCompletion['level'];
  scope: Scope;
  setScope: (patch: Partial<Scope>) => void;
}) {
  const t = useText();
  const wrap = {
    root: { height: 'auto', paddingBlock: 4 },
    label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' },
  } as const;
  if (unit.id === null) return <>{unit.name}</>;
  const id = unit.id;
  return level === 'institute' ? (
    <Button
      variant="subtle"
      size="compact-sm"
      rightSection={<IconChevronRight size={14} aria-hidden />}
      aria-label={t('worksheets.groupsOf', { name: unit.name })}
      onClick={() => setScope({ institute: id, unit: null, page: 1 })}
      styles={wrap}
    >
      {unit.name}
    </Button>
  ) : (
    <Button
      variant={scope.unit === id ? 'light' : 'subtle'}
      size="compact-sm"
      aria-pressed={scope.unit === id}
      aria-label={t('worksheets.missingOfUnit', { name: unit.name })}
      onClick={() => setScope({ unit: scope.unit === id ? null : id, page: 1 })}
      styles={wrap}
    >
      {unit.name}
    </Button>
  );
}

/** Per institute, group or department: how many of it have filled it in; cards where a table does not fit. */
function CompletionTable({
  completion,
  scope,
  setScope,
}: {
  completion: WorksheetCompletion;
  scope: Scope;
  setScope: (patch: Partial<Scope>) => void;
}) {
  const t = useText();
  const level = completion.level;
  const number = { fontVariantNumeric: 'tabular-nums' } as const;
  const button = (u: WorksheetUnit) => <UnitButton unit={u} level={level} scope={scope} setScope={setScope} />;
  const columns: Column<WorksheetUnit>[] = [
    { header: t(`worksheets.unit.${level}`), cell: button },
    {
      header: t('worksheets.unitDone'),
      cell: (u) => `${u.completed} / ${u.total}`,
      th: { ta: 'right' },
      td: { ta: 'right', style: { ...number, whiteSpace: 'nowrap' } },
    },
    {
      header: t('worksheets.unitShare'),
      cell: (u) => share(u.completed, u.total),
      th: { ta: 'right' },
      td: { ta: 'right', style: number },
    },
  ];
  return (
    <TableOrCards
      items={completion.units}
      label={t('worksheets.byUnit')}
      columns={columns}
      itemKey={(u) => u.id ?? 'none'}
      minRem={TABLE_MIN_REM}
      gap={6}
      cardPadding="xs"
      table={{ verticalSpacing: 6, fz: 'sm', highlightOnHover: false }}
      card={(u) => (
        <>
          {button(u)}
          <Text size="sm" px={10}>
            {t('worksheets.unitDone')}: {u.completed} / {u.total} ({share(u.completed, u.total)})
          </Text>
        </>
      )}
    />
  );
}

function MissingList({
  people,
  unitLabel,
  busy,
}: {
  people: WorksheetMissingPerson[];
  unitLabel: string;
  busy: boolean;
}) {
  const t = useText();
  const columns: Column<WorksheetMissingPerson>[] = [
    { header: t('worksheets.person'), cell: (p) => fullName(p) },
    { header: unitLabel, cell: (p) => p.units.join(', ') },
    { header: t('worksheets.email'), cell: (p) => p.email, td: { style: { overflowWrap: 'anywhere' } } },
  ];
  return (
    <TableOrCards
      items={people}
      label={t('worksheets.missing')}
      columns={columns}
      itemKey={(p) => p.user_id}
      minRem={TABLE_MIN_REM}
      busy={busy}
      gap="xs"
      table={{ verticalSpacing: 6, fz: 'sm', highlightOnHover: false }}
      card={(p) => (
        <>
          <Text fw={600}>{fullName(p)}</Text>
          <Text size="sm">{p.units.join(', ')}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.email}
          </Text>
        </>
      )}
    />
  );
}

/**
 * /anketa/{uuid} (README decision 9): how many of the worksheet's audience have filled it in, per
 * institute and group (per department for staff), who has not, and the xlsx of the answers.
 */
export function WorksheetPage() {
  const t = useText();
  const ref = useParams().uuid ?? '';
  const [scope, setScope] = useUrlState(params);
  const poll = usePoll(ref);
  const completion = useWorksheetCompletion(ref, opt(scope.institute));
  const missing = useWorksheetMissing(ref, scope.page, { institute: opt(scope.institute), unit: opt(scope.unit) });
  const respondents = poll.data?.respondent_type ?? 'student';
  const unitName = scope.unit === null ? null : completion.data?.units.find((u) => u.id === scope.unit)?.name;
  // With the share; an empty audience has none.
  const completed = (done: number, total: number) =>
    total
      ? t('worksheets.completed', { done, total, percent: Math.round((done / total) * 100) })
      : t('worksheets.completedOfNone', { done, total });

  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" gap="sm">
        <Anchor
          component={Link}
          to="/anketa"
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden />
          {t('worksheets.back')}
        </Anchor>
        <Anchor component={Link} to={`/polls/${ref}`} size="sm">
          {t('worksheets.openPoll')}
        </Anchor>
      </Group>
      {poll.data && (
        <Stack gap={2}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {poll.data.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`statuses.${poll.data.status}`)} · {t(`worksheets.audience.${respondents}`)}
          </Text>
        </Stack>
      )}

      {completion.isPending ? (
        <PageLoader />
      ) : completion.isError ? (
        <ErrorState message={t('worksheets.failed')} onRetry={() => void completion.refetch()} />
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="worksheet-units">
          <Title order={2} size="h4" id="worksheet-units">
            {completion.data.institute
              ? t('worksheets.byUnitOf', { institute: completion.data.institute.name })
              : t('worksheets.byUnit')}
          </Title>
          <Text>{completed(completion.data.completed, completion.data.total)}</Text>
          {completion.data.total > 0 && (
            <Progress value={(completion.data.completed / completion.data.total) * 100} aria-hidden />
          )}
          {completion.data.level === 'group' && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={14} aria-hidden />}
              onClick={() => setScope({ institute: null, unit: null, page: 1 })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('worksheets.allInstitutes')}
            </Button>
          )}
          {completion.data.units.length === 0 ? (
            <EmptyState icon={<IconUsers size={32} aria-hidden />}>{t('worksheets.noUnits')}</EmptyState>
          ) : (
            <CompletionTable completion={completion.data} scope={scope} setScope={setScope} />
          )}
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby="worksheet-missing">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="worksheet-missing">
            {unitName ? t('worksheets.missingOf', { name: unitName }) : t('worksheets.missing')}
            {missing.data ? ` (${missing.data.meta.total})` : ''}
          </Title>
          {scope.unit !== null && (
            <Button variant="subtle" size="compact-sm" onClick={() => setScope({ unit: null, page: 1 })}>
              {t('worksheets.showAll')}
            </Button>
          )}
        </Group>
        <PagedResults
          list={missing}
          empty={t('worksheets.missingEmpty')}
          emptyIcon={IconUserCheck}
          failed={t('worksheets.failed')}
          loading="spinner"
          onPage={(page) => setScope({ page })}
          scrollToTop={false}
        >
          {(people, busy) => (
            <MissingList people={people} unitLabel={t(`worksheets.units.${respondents}`)} busy={busy} />
          )}
        </PagedResults>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="worksheet-answers">
        <Title order={2} size="h4" id="worksheet-answers">
          {t('worksheets.answers')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('worksheets.answersHint')}
        </Text>
        <PollReports pollRef={ref} />
      </Stack>
    </Stack>
  );
}
