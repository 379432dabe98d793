import { Alert, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconCalendarOff, IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/lib/page-title';
import { activeAccount } from '../../../shared/session/session-api';
import { useCurrentUser } from '../../../shared/session/session-context';
import { AutoGrid } from '../../../shared/ui/AutoGrid';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useTimetable, useTimetableSite } from '../api';
import { useText } from '../i18n';
import { ownTimetable, targetOf, type TimetableTarget } from '../target';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { TimetableSearch } from './TimetableSearch';
import { DAY_MIN_REM, TimetableView } from './TimetableView';

/**
 * No timetable (none for the account, or the server has none by that id): the apology and the external site (002 §2.5).
 */
export function TimetableUnavailable() {
  const t = useText();
  const site = useTimetableSite();
  return (
    <Alert color="gray" variant="light" icon={<IconCalendarOff aria-hidden />} title={t('unavailable.title')} maw={720}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('unavailable.apology')}</Text>
        {site.data && (
          <Button
            component="a"
            href={site.data}
            target="_blank"
            rel="noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('unavailable.site')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function TimetableSkeleton() {
  const t = useText();
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton height={36} width={360} maw="100%" />
      <AutoGrid min={DAY_MIN_REM} maxCols={4}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={260} radius="md" />
        ))}
      </AutoGrid>
    </Stack>
  );
}

/** The search, the calendar link and the timetable of `target` (null: there is none to show). */
function TimetableScreen({ target }: { target: TimetableTarget | null }) {
  const t = useText();
  const timetable = useTimetable(target?.type ?? 1, target?.id ?? null);
  const [calendarOpened, calendar] = useDisclosure(false);
  // 002 §2.5: the title is the name of the group, teacher or room shown.
  usePageTitle(timetable.data?.name);
  // No answer (offline, the server out of reach): the last timetable stays, under the shell's «Нет соединения».
  const offlineCopy = timetable.data && isApiError(timetable.error) && timetable.error.kind === 'network';
  const missing =
    target === null || (timetable.isError && isApiError(timetable.error) && timetable.error.status === 404);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TimetableSearch />
        {target && timetable.data && (
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            onClick={calendar.open}
            aria-haspopup="dialog"
          >
            {t('calendar.open')}
          </Button>
        )}
      </Group>
      {missing ? (
        <TimetableUnavailable />
      ) : timetable.isError && !offlineCopy ? (
        <ErrorState message={t('failed')} onRetry={() => void timetable.refetch()} />
      ) : !timetable.data ? (
        <TimetableSkeleton />
      ) : (
        <TimetableView key={`${target.type}/${target.id}`} timetable={timetable.data} shown={target} />
      )}
      {target && timetable.data && (
        <CalendarFeedDialog
          opened={calendarOpened}
          onClose={calendar.close}
          target={target}
          name={timetable.data.name}
        />
      )}
    </Stack>
  );
}

/** `/timetable`: the account's own timetable (an employee's as a teacher, a student's group's). */
export function MyTimetablePage() {
  return <TimetableScreen target={ownTimetable(activeAccount(useCurrentUser()))} />;
}

/**
 * `/timetable` of an account without a timetable (an admin, an employee without one, a student
 * whose group has none): «Расписание недоступно» with the timetable site, where the bottom bar's
 * calendar leads (000 §2, 002 §2.5).
 */
export function TimetableUnavailablePage() {
  return <TimetableUnavailable />;
}

/** `/timetable/:type/:id`: a group's, teacher's or room's, opened from the search or a pair card. */
export function TimetablePage() {
  const { type, id } = useParams();
  return <TimetableScreen target={targetOf(type, id)} />;
}
