import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Timetable } from '@portal/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dayjs } from '../../../shared/lib/dates';
import { useLowVision } from '../../../shared/lib/low-vision';
import { usePhone } from '../../../shared/lib/media';
import { AutoGrid } from '../../../shared/ui/AutoGrid';
import { useText } from '../i18n';
import type { TimetableTarget } from '../target';
import { DayCard } from './DayEvents';
import { PhoneDay } from './PhoneDay';

type WeekKey = 'current' | 'next';

/** A day's card is at least this wide: a pair's order and time on one line at any font size. */
export const DAY_MIN_REM = 15;

/** The shown week lives in the address (`?week=next`): Back from a clicked teacher returns to it. */
function useShownWeek(): [WeekKey, (week: WeekKey) => void] {
  const [params, setParams] = useSearchParams();
  const week: WeekKey = params.get('week') === 'next' ? 'next' : 'current';
  const setWeek = (next: WeekKey) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'next') copy.set('week', 'next');
        else copy.delete('week');
        return copy;
      },
      { replace: true },
    );
  return [week, setWeek];
}

/**
 * A timetable's two weeks (002 §2.5): «Текущая неделя» / «Следующая неделя», «Числитель» or
 * «Знаменатель»; on a wide screen the week's seven days side by side, on a phone one day at a time.
 */
export function TimetableView({ timetable, shown }: { timetable: Timetable; shown: TimetableTarget | null }) {
  const t = useText();
  const [week, setWeek] = useShownWeek();
  const isPhone = usePhone();
  const lowVision = useLowVision() !== null;
  const shownWeek = week === 'next' ? timetable.next_week : timetable.current_week;
  // The phone's day: today's weekday first (the same weekday in the next week).
  const [weekday, setWeekday] = useState(() =>
    Math.max(
      0,
      timetable.current_week.days.findIndex((d) => d.is_current_day),
    ),
  );
  const selected = Math.min(weekday, shownWeek.days.length - 1);
  const first = shownWeek.days[0];
  const last = shownWeek.days.at(-1);

  const selectDay = (index: number) => {
    if (index < 0 && week === 'next') {
      setWeek('current');
      setWeekday(timetable.current_week.days.length - 1);
    } else if (index >= shownWeek.days.length && week === 'current') {
      setWeek('next');
      setWeekday(0);
    } else {
      setWeekday(index);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <SegmentedControl<WeekKey>
          aria-label={t('week.label')}
          value={week}
          onChange={setWeek}
          data={[
            { value: 'current', label: t('week.current') },
            { value: 'next', label: t('week.next') },
          ]}
          fullWidth={isPhone}
          w={isPhone ? '100%' : undefined}
          // At the low-vision sizes a phone's half width cuts «Следующая»: one week under the other.
          orientation={isPhone && lowVision ? 'vertical' : 'horizontal'}
        />
        <Badge size="lg" variant="light" radius="sm" tt="none" color={shownWeek.is_denominator ? 'grape' : 'blue'}>
          {shownWeek.is_denominator ? t('week.denominator') : t('week.numerator')}
        </Badge>
        {first && last && (
          <Text c="dimmed" size="sm">
            {t('week.range', { from: dayjs(first.date).format('D MMMM'), to: dayjs(last.date).format('D MMMM') })}
          </Text>
        )}
      </Group>
      {isPhone ? (
        <PhoneDay
          days={shownWeek.days}
          selected={selected}
          onSelect={selectDay}
          canGoBack={selected > 0 || week === 'next'}
          canGoOn={selected < shownWeek.days.length - 1 || week === 'current'}
          shown={shown}
        />
      ) : (
        <AutoGrid min={DAY_MIN_REM} maxCols={4}>
          {shownWeek.days.map((day) => (
            <DayCard key={day.date} day={day} shown={shown} />
          ))}
        </AutoGrid>
      )}
    </Stack>
  );
}
