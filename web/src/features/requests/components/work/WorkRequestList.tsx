import { Group, Stack, Text } from '@mantine/core';
import type { RequestListItem } from '@portal/contract';
import { Link, useNavigate } from 'react-router';
import { fullName } from '../../../../shared/lib/names';
import classes from '../../../../shared/ui/RecordList.module.css';
import { UnreadMark } from '../../../../shared/ui/UnreadMark';
import { TableOrCards, type Column } from '../../../../shared/ui/TableOrCards';
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
      aria-label={
        `${t('openRequest', { id: request.id, service: request.sub_category.name, context: kind })}` +
        `${request.has_unread_messages ? `, ${t('unread')}` : ''}`
      }
    >
      {request.sub_category.name}
    </Link>
  );
}

/**
 * The requests (002 §2.5): a table of «№», «Дата», «Услуга», «Автор», «Исполнитель», «Статус»
 * where it fits, a card each on a phone. Unread requests are highlighted (002 §4) and say so.
 */
export function WorkRequestList({ items, busy, pathOf }: WorkRequestListProps) {
  const t = useText();
  const { kind } = useDesk();
  const navigate = useNavigate();
  const unread = (request: RequestListItem) => <UnreadMark unread={request.has_unread_messages} label={t('unread')} />;
  const link = (request: RequestListItem) => <RequestLink request={request} to={pathOf(request.id)} />;
  const columns: Column<RequestListItem>[] = [
    {
      header: t('work.columns.id'),
      cell: (request) => (
        <>
          {unread(request)}
          {request.id}
        </>
      ),
      td: { className: classes.id },
    },
    { header: t('work.columns.date'), cell: (request) => request.created_at, td: { className: classes.date } },
    {
      header: t('work.columns.service', { context: kind }),
      cell: (request) => (
        <>
          {link(request)}
          <Text size="xs" c="dimmed" className={classes.wrap}>
            {request.sub_category.category.name}
          </Text>
        </>
      ),
    },
    {
      header: t('work.columns.author', { context: kind }),
      cell: (request) => fullName(request.author),
      td: { className: classes.wrap },
    },
    { header: t('work.columns.recipient'), cell: (request) => request.recipient_name, td: { className: classes.wrap } },
    {
      header: t('work.columns.status'),
      cell: (request) => <RequestStatusBadge status={request.status} />,
      td: { className: classes.date },
    },
  ];
  return (
    <TableOrCards
      items={items}
      label={t('work.caption', { context: kind })}
      columns={columns}
      itemKey={(request) => request.id}
      minRem={TABLE_MIN_REM}
      busy={busy}
      framed
      gap="xs"
      onRowClick={(request) => void navigate(pathOf(request.id))}
      rowAttributes={(request) => ({ className: classes.row, 'data-unread': request.has_unread_messages || undefined })}
      cardAttributes={(request) => ({
        className: classes.card,
        'data-unread': request.has_unread_messages || undefined,
      })}
      card={(request) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" className={classes.cardDate}>
              {unread(request)}
              {t('number', { id: request.id })} · {request.created_at}
            </Text>
            <RequestStatusBadge status={request.status} />
          </Group>
          {link(request)}
          <Text size="sm" className={classes.wrap}>
            {fullName(request.author)}
          </Text>
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {t('work.columns.recipient')}: {request.recipient_name}
          </Text>
        </Stack>
      )}
    />
  );
}
