import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PagedResults } from '../../../../shared/ui/PagedResults';
import { useLiveEvent } from '../../../../shared/api/live-events-hooks';
import { usePageWithin, useUrlState } from '../../../../shared/lib/use-url-state';
import { refreshRequests, useRequestList, useRequestStats, type RequestView } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';
import {
  emptyWorkFilter,
  toFilterQuery,
  toListQuery,
  workFilterOf,
  workListParams,
  type WorkFilter,
} from '../../work-filter';
import { RequestStatsPanel } from './RequestStatsPanel';
import { WorkFilterForm } from './WorkFilterForm';
import { WorkRequestList } from './WorkRequestList';

/**
 * The requests a view works (002 §2.5): requests control's every request, the manager's own as a
 * performer. The filter (in the address: Back and a reload keep it), the statistics of what it
 * leaves, the list newest first with the unread highlighted, pages of 20; live events keep it current.
 */
export function RequestWorkList({ view }: { view: RequestView }) {
  const [url, setUrl] = useUrlState(workListParams);
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const applied = workFilterOf(url);
  const appliedKey = JSON.stringify(applied);
  const t = useText();
  const { kind, paths } = useDesk();
  const list = useRequestList(kind, view, toListQuery(applied, url.page));
  const stats = useRequestStats(kind, view, toFilterQuery(applied));
  usePageWithin(url.page, list.isPlaceholderData ? undefined : list.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );

  const refresh = () => void refreshRequests(queryClient);
  useLiveEvent('request.updated', refresh);
  useLiveEvent('request.message', refresh);

  const [draft, setDraft] = useState<WorkFilter>(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }

  const base = view === 'control' ? paths.control : paths.manager;
  return (
    <Stack gap="md">
      <WorkFilterForm
        draft={draft}
        onChange={setDraft}
        onApply={() => setUrl({ ...draft, search: draft.search.trim(), page: 1 })}
        onReset={() => {
          setDraft(emptyWorkFilter);
          setUrl({ ...emptyWorkFilter, page: 1 });
        }}
      />
      <RequestStatsPanel stats={stats.data} />
      <PagedResults
        list={list}
        found={(count) => t('work.found', { count })}
        empty={t('work.empty', { context: kind })}
        failed={t('failed', { context: kind })}
        onPage={(page) => setUrl({ page })}
      >
        {(items, busy) => <WorkRequestList items={items} busy={busy} pathOf={(id) => `${base}/${id}${search}`} />}
      </PagedResults>
    </Stack>
  );
}
