import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PagedResults } from '../../../../shared/ui/PagedResults';
import { useLiveEvent } from '../../../../shared/api/live-events-hooks';
import { usePageWithin, useUrlState } from '../../../../shared/lib/use-url-state';
import { refreshTicketLists, useTicketList } from '../../api';
import { deskFilterOf, deskListParams, emptyDeskFilter, toTicketQuery, type DeskFilter } from '../../desk-filter';
import { useText } from '../../i18n';
import { readDeskLinkState } from './desk-links';
import { DeskFilterForm } from './DeskFilterForm';
import { TicketList } from './TicketList';

/**
 * «Тех поддержка» (000 §2): the filter, the tickets newest first with the unread ones
 * highlighted, pages of 20. The applied filter and the page live in the address (Back and a
 * reload keep them); the draft applies with «Применить». The list follows the live events: a new
 * ticket, a message or a change of a ticket (a read mark, a status) asks for it again.
 */
export function TicketDeskPage() {
  const t = useText();
  const [url, setUrl] = useUrlState(deskListParams);
  const location = useLocation();
  const queryClient = useQueryClient();
  const applied = deskFilterOf(url);
  const appliedKey = JSON.stringify(applied);
  const list = useTicketList(toTicketQuery(applied, url.page));
  usePageWithin(url.page, list.isPlaceholderData ? undefined : list.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );

  const refresh = () => void refreshTicketLists(queryClient);
  useLiveEvent('tickets.unread', refresh);
  useLiveEvent('ticket.updated', refresh);
  useLiveEvent('ticket.message', refresh);

  // The draft starts as the applied filter and starts again whenever that changes (Back, a link).
  const [draft, setDraft] = useState<DeskFilter>(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }

  // Back from a ticket: its link takes the focus, where the keyboard left the list.
  const { fromTicket } = readDeskLinkState(location.state);

  return (
    <Stack gap="md" maw={1400}>
      <DeskFilterForm
        draft={draft}
        onChange={setDraft}
        onApply={() => setUrl({ ...draft, sub_subject: draft.sub_subject.trim(), page: 1 })}
        onReset={() => {
          setDraft(emptyDeskFilter);
          setUrl({ ...emptyDeskFilter, page: 1 });
        }}
      />
      <PagedResults
        list={list}
        found={(total) => t('desk.found', { total })}
        empty={t('desk.empty')}
        failed={t('desk.loadError')}
        onPage={(page) => setUrl({ page })}
      >
        {(items, busy) => <TicketList items={items} busy={busy} listSearch={location.search} focusId={fromTicket} />}
      </PagedResults>
    </Stack>
  );
}
