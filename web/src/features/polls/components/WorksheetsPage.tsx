import { Anchor, Stack, Text } from '@mantine/core';
import type { WorksheetItem } from '@portal/contract';
import { IconArrowLeft, IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { TableOrCards, type Column } from '../../../shared/ui/TableOrCards';
import { useWorksheets } from '../api';
import { useText } from '../i18n';

const params: UrlParams<{ page: number }> = { page: pageParam };
const TABLE_MIN_REM = 36;

const NameLink = ({ worksheet }: { worksheet: WorksheetItem }) => (
  <Text
    component={Link}
    to={`/anketa/${worksheet.uuid}`}
    fw={600}
    c="var(--mantine-color-anchor)"
    style={{ overflowWrap: 'anywhere' }}
  >
    {worksheet.name}
  </Text>
);

/** /anketa (README decision 9): the published worksheets with their audience and how many have filled each in. */
export function WorksheetsPage() {
  const t = useText();
  const audienceOf = (w: WorksheetItem) => (w.respondent_type ? t(`worksheets.audience.${w.respondent_type}`) : '—');
  const completedOf = (w: WorksheetItem) =>
    w.audience_total ? t('editor.completed', { done: w.completed, total: w.audience_total }) : String(w.completed);
  const [url, setUrl] = useUrlState(params);
  const worksheets = useWorksheets(url.page);
  usePageWithin(url.page, worksheets.isPlaceholderData ? undefined : worksheets.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );

  const columns: Column<WorksheetItem>[] = [
    { header: t('worksheets.columns.name'), cell: (w) => <NameLink worksheet={w} /> },
    { header: t('worksheets.columns.audience'), cell: audienceOf },
    { header: t('worksheets.columns.status'), cell: (w) => t(`statuses.${w.status}`) },
    {
      header: t('worksheets.columns.completed'),
      cell: completedOf,
      td: { style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } },
    },
  ];

  return (
    <Stack gap="md" maw={1100}>
      <Anchor
        component={Link}
        to="/polls"
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('editor.back')}
      </Anchor>
      <PagedResults
        list={worksheets}
        empty={
          <>
            {t('worksheets.empty')}
            <br />
            <Text span size="sm">
              {t('worksheets.emptyHint')}
            </Text>
          </>
        }
        emptyIcon={IconClipboardList}
        failed={t('worksheets.failed')}
        loading="spinner"
        onPage={(page) => setUrl({ page })}
      >
        {(items, busy) => (
          <TableOrCards
            items={items}
            label={t('worksheets.caption')}
            columns={columns}
            itemKey={(w) => w.id}
            minRem={TABLE_MIN_REM}
            busy={busy}
            card={(w) => (
              <Stack gap={4}>
                <NameLink worksheet={w} />
                <Text size="sm">
                  {t(`statuses.${w.status}`)} · {audienceOf(w)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('worksheets.columns.completed')}: {completedOf(w)}
                </Text>
              </Stack>
            )}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
