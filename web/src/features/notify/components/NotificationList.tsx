import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ManagedNotificationItem } from '@portal/contract';
import { Link } from 'react-router';
import { shortName } from '../../../shared/lib/names';
import { TableOrCards, type Column } from '../../../shared/ui/TableOrCards';
import { useText } from '../i18n';
import { NotificationRowMenu } from './NotificationRowMenu';
import classes from './NotificationList.module.css';

/** The five columns need this much room, in rem (the root font grows in the low-vision version). */
const TABLE_MIN_REM = 40;

type Translate = ReturnType<typeof useText>;

/** «read / total (N%)», or a dash for a draft. */
function readText(t: Translate, item: ManagedNotificationItem): string {
  if (!item.read) return t('noRead');
  const { read, total } = item.read;
  return t('readCount', { read, total, percent: total ? Math.round((read / total) * 100) : 0 });
}
const author = (t: Translate, item: ManagedNotificationItem) =>
  item.created_by ? shortName(item.created_by) : t('noAuthor');

function Status({ item }: { item: ManagedNotificationItem }) {
  const t = useText();
  return (
    <Group gap={6} wrap="wrap">
      <Text span size="sm">
        {t(`statuses.${item.status}`)}
      </Text>
      {item.is_hidden && (
        <Badge color="gray" variant="light" size="sm">
          {t('hidden')}
        </Badge>
      )}
    </Group>
  );
}

const NameLink = ({ item }: { item: ManagedNotificationItem }) => (
  <Link to={`/notify/${item.id}`} className={classes.link}>
    {item.name}
  </Link>
);

/**
 * The notifications (001 §2): name (the editor's link), status, author as surname and initials,
 * «read / total (N%)» or a dash for a draft, and the row menu; cards where the table would not fit.
 */
export function NotificationList({ items, busy }: { items: ManagedNotificationItem[]; busy: boolean }) {
  const t = useText();
  const columns: Column<ManagedNotificationItem>[] = [
    { header: t('columns.name'), cell: (item) => <NameLink item={item} /> },
    { header: t('columns.status'), cell: (item) => <Status item={item} /> },
    { header: t('columns.author'), cell: (item) => author(t, item), td: { className: classes.nowrap } },
    { header: t('columns.read'), cell: (item) => readText(t, item), td: { className: classes.number } },
    {
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      cell: (item) => <NotificationRowMenu item={item} />,
      td: { w: 1 },
    },
  ];
  return (
    <TableOrCards
      items={items}
      label={t('caption')}
      columns={columns}
      itemKey={(item) => item.id}
      minRem={TABLE_MIN_REM}
      busy={busy}
      card={(item) => (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <NameLink item={item} />
            <Status item={item} />
            <Text size="sm" c="dimmed">
              {t('columns.author')}: {author(t, item)}
            </Text>
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('columns.read')}: {readText(t, item)}
            </Text>
          </Stack>
          <NotificationRowMenu item={item} />
        </Group>
      )}
    />
  );
}
