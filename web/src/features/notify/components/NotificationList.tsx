import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notificationStatusNames, type ManagedNotificationItem } from '@portal/contract';
import { Link } from 'react-router';
import { shortName } from '../../../shared/lib/names';
import { useCards } from '../../../shared/ui/use-cards';
import { notifyUiStrings as s } from '../strings';
import { NotificationRowMenu } from './NotificationRowMenu';
import classes from './NotificationList.module.css';

/** The five columns need this much room, in rem (the root font grows in the low-vision version). */
const TABLE_MIN_REM = 40;

const readText = (item: ManagedNotificationItem) => (item.read ? s.readCount(item.read.read, item.read.total) : s.noRead);
const author = (item: ManagedNotificationItem) => (item.created_by ? shortName(item.created_by) : s.noAuthor);

function Status({ item }: { item: ManagedNotificationItem }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text span size="sm">
        {notificationStatusNames[item.status]}
      </Text>
      {item.is_hidden && (
        <Badge color="gray" variant="light" size="sm">
          {s.hidden}
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
  const { ref, cards } = useCards(TABLE_MIN_REM);
  return (
    <div ref={ref} aria-busy={busy || undefined} className={busy ? classes.busy : undefined}>
      {cards ? (
        <ul className={classes.cards} aria-label={s.caption}>
          {items.map((item) => (
            <Paper component="li" key={item.id} withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <NameLink item={item} />
                  <Status item={item} />
                  <Text size="sm" c="dimmed">
                    {s.columns.author}: {author(item)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {s.columns.read}: {readText(item)}
                  </Text>
                </Stack>
                <NotificationRowMenu item={item} />
              </Group>
            </Paper>
          ))}
        </ul>
      ) : (
        <Table.ScrollContainer minWidth={`${TABLE_MIN_REM}rem`}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={s.caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{s.columns.name}</Table.Th>
                <Table.Th>{s.columns.status}</Table.Th>
                <Table.Th>{s.columns.author}</Table.Th>
                <Table.Th>{s.columns.read}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{s.columns.actions}</VisuallyHidden>
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
                  <Table.Td className={classes.nowrap}>{author(item)}</Table.Td>
                  <Table.Td className={classes.number}>{readText(item)}</Table.Td>
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
