import { Anchor, Badge, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCoffee, IconDoor, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import type { Pair, PairBreak, TimetableType } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sameTarget, timetablePath, type TimetableTarget } from '../target';
import { useText } from '../i18n';
import { useLessonType } from '../lesson-types';
import classes from './timetable.module.css';

const TYPE_COLORS = ['blue', 'teal', 'grape', 'orange', 'indigo', 'cyan'] as const;

/** A type badge: the short name shown, the full one in a tooltip and to a screen reader. */
function TypeBadge({ type: written }: { type: Pair['types'][number] }) {
  const type = useLessonType()(written);
  const color = TYPE_COLORS[Math.abs(type.id) % TYPE_COLORS.length];
  const badge = (
    <Badge variant="light" color={color} radius="sm" tt="none">
      <span aria-hidden={type.name !== type.short_name || undefined}>{type.short_name}</span>
      {type.name !== type.short_name && <VisuallyHidden>{type.name}</VisuallyHidden>}
    </Badge>
  );
  return type.name && type.name !== type.short_name ? <Tooltip label={type.name}>{badge}</Tooltip> : badge;
}

/** The subject's short name; the full one in a tooltip (hover, focus, touch) and to a screen reader. */
function Subject({ subject }: { subject: Pair['subject'] }) {
  if (!subject.name || subject.name === subject.shortName) {
    return (
      <Text fw={700} lh={1.3}>
        {subject.shortName || subject.name}
      </Text>
    );
  }
  return (
    <Text fw={700} lh={1.3}>
      <Tooltip label={subject.name} multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
        <span className={classes.subject} tabIndex={0}>
          <span aria-hidden>{subject.shortName}</span>
          <VisuallyHidden>{subject.name}</VisuallyHidden>
        </span>
      </Tooltip>
    </Text>
  );
}

/** A line of names (rooms, teachers, groups), each a link to its timetable but the one shown. */
function Names({
  icon,
  label,
  items,
  shown,
}: {
  icon: ReactNode;
  label: string;
  items: { text: string; target: TimetableTarget }[];
  shown: TimetableTarget | null;
}) {
  if (items.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {icon}
      <Text component="div" size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <ul className={classes.names} aria-label={label}>
          {items.map((item) => (
            <li key={`${item.target.type}-${item.target.id}-${item.text}`}>
              {sameTarget(item.target, shown) ? (
                <span>{item.text}</span>
              ) : (
                <Anchor component={Link} to={timetablePath(item.target)} size="sm" underline="always">
                  {item.text}
                </Anchor>
              )}
            </li>
          ))}
        </ul>
      </Text>
    </Group>
  );
}

const target = (type: TimetableType, id: number): TimetableTarget => ({ type, id });

/** A pair (002 §2.5): its order, types, subject, time, rooms, teachers and groups. */
export function PairCard({ pair, shown }: { pair: Pair; shown: TimetableTarget | null }) {
  const t = useText();
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.pair}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" style={{ rowGap: 4 }}>
          <Text fw={700} size="sm">
            {t('pair.order', { order: pair.order })}
          </Text>
          <Text size="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <span aria-hidden>{t('pair.time', { start: pair.start, end: pair.end })}</span>
            <VisuallyHidden>{t('pair.timeSaid', { start: pair.start, end: pair.end })}</VisuallyHidden>
          </Text>
        </Group>
        {pair.types.length > 0 && (
          <Group gap={4}>
            <VisuallyHidden>{t('pair.types')}:</VisuallyHidden>
            {pair.types.map((type) => (
              <TypeBadge key={type.id} type={type} />
            ))}
          </Group>
        )}
        <Subject subject={pair.subject} />
        <Names
          icon={<IconDoor size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />}
          label={t('pair.rooms')}
          items={pair.audiences.map((a) => ({ text: a.name, target: target(3, a.old_id) }))}
          shown={shown}
        />
        <Names
          icon={<IconSchool size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />}
          label={t('pair.teachers')}
          items={pair.teachers.map((teacher) => ({
            text: teacher.position
              ? t('pair.teacher', { position: teacher.position, shortName: teacher.short_name })
              : teacher.short_name,
            target: target(2, teacher.old_id),
          }))}
          shown={shown}
        />
        <Names
          icon={<IconUsersGroup size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />}
          label={t('pair.groups')}
          items={pair.groups.map((g) => ({ text: g.name, target: target(1, g.old_id) }))}
          shown={shown}
        />
      </Stack>
    </Paper>
  );
}

/** The time between two pairs: «Перерыв 0 ч 10 м». */
export function BreakLine({ pairBreak }: { pairBreak: PairBreak }) {
  const t = useText();
  return (
    <Group component="li" gap={6} justify="center" c="dimmed" py={2}>
      <IconCoffee size={16} aria-hidden />
      <Text size="sm" c="dimmed">
        {t('pairBreak', { hours: pairBreak.hours, minutes: pairBreak.minutes })}
      </Text>
    </Group>
  );
}
