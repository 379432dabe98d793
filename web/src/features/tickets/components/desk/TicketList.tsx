import { Group, Stack, Text } from '@mantine/core';
import type { TicketListItem } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { fullName } from '../../../../shared/lib/names';
import { TableOrCards, type Column } from '../../../../shared/ui/TableOrCards';
import { useText } from '../../i18n';
import { deskTicketPath, type DeskLinkState } from './desk-links';
import { TicketStatusBadge } from './TicketStatusBadge';
import classes from '../../../../shared/ui/RecordList.module.css';
import { UnreadMark } from '../../../../shared/ui/UnreadMark';

interface TicketListProps {
  items: TicketListItem[];
  busy: boolean;
  /** The list's address (`?status=1&page=2`): the ticket page's way back keeps it. */
  listSearch: string;
  /** The ticket whose link takes the focus (the one the way back came from). */
  focusId?: number;
}

/** The topic as the ticket's one link; an unread ticket says so to a screen reader as well. */
function TicketLink({ ticket, listSearch, focus }: { ticket: TicketListItem; listSearch: string; focus: boolean }) {
  const t = useText();
  const ref = useRef<HTMLAnchorElement>(null);
  // On mount: in whichever layout (table or cards) is shown in the end.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Link
      ref={ref}
      to={deskTicketPath(ticket.id)}
      state={{ listSearch } satisfies DeskLinkState}
      className={classes.link}
      aria-label={
        `${t('desk.openTicket', { id: ticket.id, topic: ticket.sub_subject })}` +
        `${ticket.is_read ? '' : `, ${t('desk.unread')}`}`
      }
    >
      {ticket.sub_subject}
    </Link>
  );
}

/** The six columns need this much room, in rem (the root font grows in the low-vision version). */
const TABLE_MIN_REM = 44;

/**
 * The desk's tickets (000 §2): a table with «ID», «Тема», «Раздел», «Статус», «Ф.И.О», «Дата» where
 * it fits, a card per ticket on a phone or beside a large low-vision font. Unread tickets are bold
 * with a bar and a dot, and say «Не прочитано». The topic is the ticket's link; a click anywhere
 * on a row opens it too.
 */
export function TicketList({ items, busy, listSearch, focusId }: TicketListProps) {
  const t = useText();
  const navigate = useNavigate();
  const link = (ticket: TicketListItem) => (
    <TicketLink ticket={ticket} listSearch={listSearch} focus={ticket.id === focusId} />
  );
  const unread = (ticket: TicketListItem) => <UnreadMark unread={!ticket.is_read} label={t('desk.unread')} />;
  const columns: Column<TicketListItem>[] = [
    {
      header: t('desk.columns.id'),
      cell: (ticket) => (
        <>
          {unread(ticket)}
          {ticket.id}
        </>
      ),
      td: { className: classes.id },
    },
    { header: t('desk.columns.subSubject'), cell: link },
    { header: t('desk.columns.subject'), cell: (ticket) => ticket.subject.name, td: { className: classes.wrap } },
    { header: t('desk.columns.status'), cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    { header: t('desk.columns.author'), cell: (ticket) => fullName(ticket.author), td: { className: classes.wrap } },
    { header: t('desk.columns.date'), cell: (ticket) => ticket.create_at, td: { className: classes.date } },
  ];
  return (
    <TableOrCards
      items={items}
      label={t('desk.caption')}
      columns={columns}
      itemKey={(ticket) => ticket.id}
      minRem={TABLE_MIN_REM}
      busy={busy}
      framed
      gap="xs"
      onRowClick={(ticket) =>
        void navigate(deskTicketPath(ticket.id), { state: { listSearch } satisfies DeskLinkState })
      }
      rowAttributes={(ticket) => ({ className: classes.row, 'data-unread': !ticket.is_read || undefined })}
      cardAttributes={(ticket) => ({ className: classes.card, 'data-unread': !ticket.is_read || undefined })}
      card={(ticket) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" className={classes.cardDate}>
              {unread(ticket)}#{ticket.id} · {ticket.create_at}
            </Text>
            <TicketStatusBadge status={ticket.status} />
          </Group>
          {link(ticket)}
          <Text size="sm" className={classes.wrap}>
            {ticket.subject.name}
          </Text>
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {fullName(ticket.author)}
          </Text>
        </Stack>
      )}
    />
  );
}
