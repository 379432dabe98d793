import { ActionIcon, Group, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TimetableDay } from '@portal/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { dayjs } from '../../../shared/lib/dates';
import { useSwipe } from '../../../shared/lib/use-swipe';
import { useText } from '../i18n';
import type { TimetableTarget } from '../target';
import { DayEvents, dayTitle } from './DayEvents';
import classes from './timetable.module.css';

/** 002 §9: the slider moves past 20 px, in 200 ms (the CSS). */
export const SWIPE_THRESHOLD_PX = 20;

interface PhoneDayProps {
  /** The shown week's days. */
  days: TimetableDay[];
  /** The shown day's index in them. */
  selected: number;
  /** Another day of the week, or -1 / days.length: the day before or after it (the other week's). */
  onSelect: (index: number) => void;
  canGoBack: boolean;
  canGoOn: boolean;
  shown: TimetableTarget | null;
}

/**
 * The phone's timetable (002 §2.5, §9): a strip of the week's days (today's chosen first), one
 * day at a time; a swipe left or right, the arrows or the strip's arrow keys move between days.
 */
export function PhoneDay({ days, selected, onSelect, canGoBack, canGoOn, shown }: PhoneDayProps) {
  const t = useText();
  const stripId = useId();
  const headingId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [slide, setSlide] = useState<'fromLeft' | 'fromRight' | null>(null);
  const [drag, setDrag] = useState(0);
  const day = days[selected];

  const go = (index: number) => {
    if (index === selected) return;
    setSlide(index > selected ? 'fromRight' : 'fromLeft');
    onSelect(index);
  };
  const back = () => canGoBack && go(selected - 1);
  const on = () => canGoOn && go(selected + 1);
  const swipe = useSwipe({ onSwipeLeft: on, onSwipeRight: back, threshold: SWIPE_THRESHOLD_PX, onDrag: setDrag });

  const onStripKey = (event: KeyboardEvent) => {
    const last = days.length - 1;
    const to = { ArrowLeft: selected - 1, ArrowRight: selected + 1, Home: 0, End: last }[event.key];
    if (to === undefined || to < 0 || to > last) return;
    event.preventDefault();
    go(to);
    tabs.current[to]?.focus();
  };

  if (!day) return null;
  return (
    <>
      <div className={classes.strip} role="tablist" aria-label={t('day.strip')} onKeyDown={onStripKey}>
        {days.map((d, i) => (
          <UnstyledButton
            key={d.date}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            role="tab"
            id={`${stripId}-${i}`}
            aria-selected={i === selected}
            aria-controls={`${stripId}-panel`}
            aria-label={dayTitle(d)}
            tabIndex={i === selected ? 0 : -1}
            aria-current={d.is_current_day ? 'date' : undefined}
            data-today={d.is_current_day || undefined}
            className={classes.stripDay}
            onClick={() => go(i)}
          >
            {/* The name says the day as its heading does, «Ср, 25 ноября»; what is seen, «Ср 25», is part of it. */}
            <span style={{ fontSize: 'var(--mantine-font-size-xs)' }}>{d.day_short_name}</span>{' '}
            <span style={{ fontWeight: 700 }}>{dayjs(d.date).date()}</span>
          </UnstyledButton>
        ))}
      </div>
      <div role="tabpanel" id={`${stripId}-panel`} aria-labelledby={headingId}>
        <Group justify="space-between" wrap="nowrap" gap="xs" my="xs">
          <ActionIcon variant="subtle" size="lg" onClick={back} disabled={!canGoBack} aria-label={t('day.previous')}>
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" id={headingId} ta="center" aria-current={day.is_current_day ? 'date' : undefined}>
            {dayTitle(day)}
            {day.is_current_day && `, ${t('day.today').toLowerCase()}`}
          </Title>
          <ActionIcon variant="subtle" size="lg" onClick={on} disabled={!canGoOn} aria-label={t('day.next')}>
            <IconChevronRight aria-hidden />
          </ActionIcon>
        </Group>
        <div className={classes.swipeArea} {...swipe} data-testid="timetable-day">
          <div
            key={day.date}
            className={drag !== 0 ? classes.dragging : `${classes.settling} ${slide ? classes[slide] : ''}`}
            style={drag !== 0 ? { transform: `translateX(${drag}px)` } : undefined}
          >
            <DayEvents day={day} shown={shown} />
          </div>
        </div>
      </div>
    </>
  );
}
