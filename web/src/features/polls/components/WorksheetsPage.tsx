import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import type { WorksheetItem } from '@portal/contract';
import { IconArrowLeft, IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PagePagination } from '../../../shared/ui/PagePagination';
import { useCards } from '../../../shared/ui/use-cards';
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
  const { ref, cards } = useCards(TABLE_MIN_REM);
  usePageWithin(url.page, worksheets.isPlaceholderData ? undefined : worksheets.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );

  return (
    <Stack gap="md" maw={1100} ref={ref}>
      <Anchor
        component={Link}
        to="/polls"
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('editor.back')}
      </Anchor>
      {worksheets.isPending ? (
        <PageLoader />
      ) : worksheets.isError ? (
        <ErrorState message={t('worksheets.failed')} onRetry={() => void worksheets.refetch()} />
      ) : worksheets.data.items.length === 0 ? (
        <EmptyState icon={<IconClipboardList size={32} aria-hidden />}>
          {t('worksheets.empty')}
          <br />
          <Text span size="sm">
            {t('worksheets.emptyHint')}
          </Text>
        </EmptyState>
      ) : cards ? (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t('worksheets.caption')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {worksheets.data.items.map((w) => (
            <Paper component="li" key={w.id} withBorder radius="md" p="sm">
              <Stack gap={4}>
                <NameLink worksheet={w} />
                <Text size="sm">
                  {t(`statuses.${w.status}`)} · {audienceOf(w)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('worksheets.columns.completed')}: {completedOf(w)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('worksheets.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('worksheets.columns.name')}</Table.Th>
              <Table.Th>{t('worksheets.columns.audience')}</Table.Th>
              <Table.Th>{t('worksheets.columns.status')}</Table.Th>
              <Table.Th>{t('worksheets.columns.completed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {worksheets.data.items.map((w) => (
              <Table.Tr key={w.id}>
                <Table.Td>
                  <NameLink worksheet={w} />
                </Table.Td>
                <Table.Td>{audienceOf(w)}</Table.Td>
                <Table.Td>{t(`statuses.${w.status}`)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {completedOf(w)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {worksheets.data && <PagePagination meta={worksheets.data.meta} onChange={(page) => setUrl({ page })} />}
    </Stack>
  );
}
