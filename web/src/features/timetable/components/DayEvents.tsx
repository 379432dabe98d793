import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TimetableDay } from '@portal/contract';
import { useId } from 'react';
import { dayjs } from '../../../shared/lib/dates';
import { useText } from '../i18n';
import type { TimetableTarget } from '../target';
import { BreakLine, PairCard } from './PairCard';
import classes from './timetable.module.css';

/** «Пн, 24 ноября». */
export const dayTitle = (day: TimetableDay) => `${day.day_short_name}, ${dayjs(day.date).format('D MMMM')}`;

/** A day's pairs and the breaks between them, or «Нет занятий». */
export function DayEvents({ day, shown }: { day: TimetableDay; shown: TimetableTarget | null }) {
  const t = useText();
  if (day.events.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('day.noPairs')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" className={classes.events}>
      {day.events.map((event, i) =>
        event.type === 'pair' ? (
          <PairCard key={i} pair={event.data} shown={shown} />
        ) : (
          <BreakLine key={i} pairBreak={event.data} />
        ),
      )}
    </Stack>
  );
}

/** A day of the desktop's week: its short name and date (today marked), then its events. */
export function DayCard({ day, shown }: { day: TimetableDay; shown: TimetableTarget | null }) {
  const t = useText();
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="sm"
      className={`${classes.day} ${day.is_current_day ? classes.today : ''}`}
    >
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h5" id={headingId} aria-current={day.is_current_day ? 'date' : undefined}>
          {dayTitle(day)}
        </Title>
        {day.is_current_day && (
          <Badge variant="filled" radius="sm" tt="none">
            {t('day.today')}
          </Badge>
        )}
      </Group>
      <DayEvents day={day} shown={shown} />
    </Paper>
  );
}
