import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TicketListItem } from '@portal/contract';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { fullName } from '../../../../shared/lib/names';
import { useCards } from '../../../../shared/ui/use-cards';
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
      aria-label={`${t('desk.openTicket', { id: ticket.id, topic: ticket.sub_subject })}${ticket.is_read ? '' : `, ${t('desk.unread')}`}`}
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
 * with a bar and a dot, and say «Не прочитано». The topic is the ticket's link.
 */
export function TicketList(props: TicketListProps) {
  const { ref, cards } = useCards(TABLE_MIN_REM);
  const navigate = useNavigate();
  const open = (id: number) =>
    void navigate(deskTicketPath(id), { state: { listSearch: props.listSearch } satisfies DeskLinkState });
  return <div ref={ref}>{cards ? <TicketCards {...props} /> : <TicketTable {...props} onOpen={open} />}</div>;
}

/** A card per ticket: the topic's link covers the card. */
function TicketCards({ items, busy, listSearch, focusId }: TicketListProps) {
  const t = useText();
  return (
    <ul
      className={`${classes.cards} ${busy ? classes.busy : ''}`}
      aria-label={t('desk.caption')}
      aria-busy={busy || undefined}
    >
      {items.map((ticket) => (
        <Paper
          component="li"
          key={ticket.id}
          withBorder
          radius="md"
          p="sm"
          className={classes.card}
          data-unread={!ticket.is_read || undefined}
        >
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" className={classes.cardDate}>
                <UnreadMark unread={!ticket.is_read} label={t('desk.unread')} />#{ticket.id} · {ticket.create_at}
              </Text>
              <TicketStatusBadge status={ticket.status} />
            </Group>
            <TicketLink ticket={ticket} listSearch={listSearch} focus={ticket.id === focusId} />
            <Text size="sm" className={classes.wrap}>
              {ticket.subject.name}
            </Text>
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {fullName(ticket.author)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </ul>
  );
}

/** The table; a click anywhere on a row opens its ticket, as its link does. */
function TicketTable({ items, busy, listSearch, focusId, onOpen }: TicketListProps & { onOpen: (id: number) => void }) {
  const t = useText();
  const openRow = (event: MouseEvent, ticket: TicketListItem) => {
    // The link opens it itself; a selection of text is no click.
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    onOpen(ticket.id);
  };

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table
        aria-label={t('desk.caption')}
        aria-busy={busy || undefined}
        className={busy ? classes.busy : undefined}
        highlightOnHover
        verticalSpacing="sm"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('desk.columns.id')}</Table.Th>
            <Table.Th>{t('desk.columns.subSubject')}</Table.Th>
            <Table.Th>{t('desk.columns.subject')}</Table.Th>
            <Table.Th>{t('desk.columns.status')}</Table.Th>
            <Table.Th>{t('desk.columns.author')}</Table.Th>
            <Table.Th>{t('desk.columns.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((ticket) => (
            <Table.Tr
              key={ticket.id}
              className={classes.row}
              data-unread={!ticket.is_read || undefined}
              onClick={(event) => openRow(event, ticket)}
            >
              <Table.Td className={classes.id}>
                <UnreadMark unread={!ticket.is_read} label={t('desk.unread')} />
                {ticket.id}
              </Table.Td>
              <Table.Td>
                <TicketLink ticket={ticket} listSearch={listSearch} focus={ticket.id === focusId} />
              </Table.Td>
              <Table.Td className={classes.wrap}>{ticket.subject.name}</Table.Td>
              <Table.Td>
                <TicketStatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td className={classes.wrap}>{fullName(ticket.author)}</Table.Td>
              <Table.Td className={classes.date}>{ticket.create_at}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
