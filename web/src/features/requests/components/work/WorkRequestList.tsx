import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { RequestListItem } from '@portal/contract';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { fullName } from '../../../../shared/lib/names';
import classes from '../../../../shared/ui/RecordList.module.css';
import { UnreadMark } from '../../../../shared/ui/UnreadMark';
import { useCards } from '../../../../shared/ui/use-cards';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';
import { RequestStatusBadge } from '../RequestStatusBadge';

/** The six columns need this much room, in rem (the root font grows in the low-vision version). */
const TABLE_MIN_REM = 48;

interface WorkRequestListProps {
  items: RequestListItem[];
  busy: boolean;
  /** Where a request opens: `/request-control/{id}` or `/request-manager/{id}`, with the list's address kept. */
  pathOf: (id: number) => string;
}

function RequestLink({ request, to }: { request: RequestListItem; to: string }) {
  const t = useText();
  const { kind } = useDesk();
  return (
    <Link
      to={to}
      className={classes.link}
      aria-label={`${t('openRequest', { id: request.id, service: request.sub_category.name, context: kind })}${request.has_unread_messages ? `, ${t('unread')}` : ''}`}
    >
      {request.sub_category.name}
    </Link>
  );
}

/**
 * The requests (002 §2.5): a table of «№», «Дата», «Услуга», «Автор», «Исполнитель», «Статус»
 * where it fits, a card each on a phone. Unread requests are highlighted (002 §4) and say so.
 */
export function WorkRequestList(props: WorkRequestListProps) {
  const { ref, cards } = useCards(TABLE_MIN_REM);
  return <div ref={ref}>{cards ? <Cards {...props} /> : <RequestTable {...props} />}</div>;
}

function Cards({ items, busy, pathOf }: WorkRequestListProps) {
  const t = useText();
  const { kind } = useDesk();
  return (
    <ul
      className={`${classes.cards} ${busy ? classes.busy : ''}`}
      aria-label={t('work.caption', { context: kind })}
      aria-busy={busy || undefined}
    >
      {items.map((request) => (
        <Paper
          component="li"
          key={request.id}
          withBorder
          radius="md"
          p="sm"
          className={classes.card}
          data-unread={request.has_unread_messages || undefined}
        >
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" className={classes.cardDate}>
                <UnreadMark unread={request.has_unread_messages} label={t('unread')} />
                {t('number', { id: request.id })} · {request.created_at}
              </Text>
              <RequestStatusBadge status={request.status} />
            </Group>
            <RequestLink request={request} to={pathOf(request.id)} />
            <Text size="sm" className={classes.wrap}>
              {fullName(request.author)}
            </Text>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {t('work.columns.recipient')}: {request.recipient_name}
            </Text>
          </Stack>
        </Paper>
      ))}
    </ul>
  );
}

function RequestTable({ items, busy, pathOf }: WorkRequestListProps) {
  const t = useText();
  const { kind } = useDesk();
  const navigate = useNavigate();
  const openRow = (event: MouseEvent, id: number) => {
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    void navigate(pathOf(id));
  };
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table
        aria-label={t('work.caption', { context: kind })}
        aria-busy={busy || undefined}
        className={busy ? classes.busy : undefined}
        highlightOnHover
        verticalSpacing="sm"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('work.columns.id')}</Table.Th>
            <Table.Th>{t('work.columns.date')}</Table.Th>
            <Table.Th>{t('work.columns.service', { context: kind })}</Table.Th>
            <Table.Th>{t('work.columns.author', { context: kind })}</Table.Th>
            <Table.Th>{t('work.columns.recipient')}</Table.Th>
            <Table.Th>{t('work.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((request) => (
            <Table.Tr
              key={request.id}
              className={classes.row}
              data-unread={request.has_unread_messages || undefined}
              onClick={(event) => openRow(event, request.id)}
            >
              <Table.Td className={classes.id}>
                <UnreadMark unread={request.has_unread_messages} label={t('unread')} />
                {request.id}
              </Table.Td>
              <Table.Td className={classes.date}>{request.created_at}</Table.Td>
              <Table.Td>
                <RequestLink request={request} to={pathOf(request.id)} />
                <Text size="xs" c="dimmed" className={classes.wrap}>
                  {request.sub_category.category.name}
                </Text>
              </Table.Td>
              <Table.Td className={classes.wrap}>{fullName(request.author)}</Table.Td>
              <Table.Td className={classes.wrap}>{request.recipient_name}</Table.Td>
              <Table.Td className={classes.date}>
                <RequestStatusBadge status={request.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
