import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ManagedNotificationItem } from '@portal/contract';
import { Link } from 'react-router';
import { shortName } from '../../../shared/lib/names';
import { useCards } from '../../../shared/ui/use-cards';
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
  const { ref, cards } = useCards(TABLE_MIN_REM);
  return (
    <div ref={ref} aria-busy={busy || undefined} className={busy ? classes.busy : undefined}>
      {cards ? (
        <ul className={classes.cards} aria-label={t('caption')}>
          {items.map((item) => (
            <Paper component="li" key={item.id} withBorder radius="md" p="sm">
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
            </Paper>
          ))}
        </ul>
      ) : (
        <Table.ScrollContainer minWidth={`${TABLE_MIN_REM}rem`}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.author')}</Table.Th>
                <Table.Th>{t('columns.read')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <NameLink item={item} />
                  </Table.Td>
                  <Table.Td>
                    <Status item={item} />
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>{author(t, item)}</Table.Td>
                  <Table.Td className={classes.number}>{readText(t, item)}</Table.Td>
                  <Table.Td w={1}>
                    <NotificationRowMenu item={item} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
