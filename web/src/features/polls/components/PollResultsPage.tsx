import { Anchor, Button, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import type { PollResults } from '@portal/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/lib/dates';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { usePoll, usePollResults, usePollTexts } from '../api';
import { useText } from '../i18n';

type Question = PollResults['questions'][number];
const CHART_MIN_WIDTH = 280;

/** The own-text answers of a question, a page at a time, opened on request. */
function TextAnswers({ pollRef, question }: { pollRef: string; question: Question }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const texts = usePollTexts(pollRef, question.id, page, open);
  if (question.texts === 0) return null;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text size="sm">{t('editor.ownTexts', { n: question.texts })}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? t('editor.hideTexts') : t('editor.showTexts')}
        </Button>
      </Group>
      {open && (
        <PagedResults
          list={texts}
          empty={t('editor.noAnswers')}
          failed={t('editor.failed')}
          loading={{ rows: 3, height: 20 }}
          onPage={setPage}
          scrollToTop={false}
        >
          {(items, busy) => (
            <Stack
              component="ul"
              gap={6}
              aria-busy={busy || undefined}
              style={{ paddingLeft: '1.25rem', margin: 0, opacity: busy ? 0.6 : 1 }}
            >
              {items.map((answer, i) => (
                <li key={`${page}-${i}`}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {answer.text}{' '}
                    <Text span size="xs" c="dimmed">
                      {formatDateTime(answer.finished_at)}
                    </Text>
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </PagedResults>
      )}
    </Stack>
  );
}

/** A choice question's variants: a bar chart for sight and the same counts as a table for everyone. */
function VariantCounts({ question }: { question: Question }) {
  const t = useText();
  const data = question.variants.map((v) => ({ variant: v.text, count: v.count }));
  // The variants' names take up to two fifths of the width; where that leaves too little (a phone
  // at a large font), the table alone shows the counts.
  const { ref, width } = useElementSize();
  return (
    <Stack gap="xs">
      <div aria-hidden ref={ref}>
        {width >= CHART_MIN_WIDTH && (
          <BarChart
            h={Math.max(120, data.length * 44 + 40)}
            data={data}
            dataKey="variant"
            orientation="vertical"
            series={[{ name: 'count', label: t('editor.chosen'), color: 'university.6' }]}
            withBarValueLabel
            withTooltip={false}
            yAxisProps={{ width: Math.min(180, Math.round(width * 0.4)) }}
            gridAxis="y"
            barChartProps={{ accessibilityLayer: false }}
          />
        )}
      </div>
      <Table aria-label={question.text} withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {question.variants.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>{v.text}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {v.count}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A poll's results (issue 13 §5): how many of its audience answered, and each question's answers. */
export function PollResultsPage() {
  const t = useText();
  // Of an audience counted, with its share; without one, the number alone.
  const responseRate = (done: number, total: number | null) =>
    total
      ? t('editor.responseRate', { done, total, percent: Math.round((done / total) * 100) })
      : t('editor.responseCount', { done });
  const ref = useParams().uuid ?? '';
  const poll = usePoll(ref);
  const results = usePollResults(ref);
  return (
    <Stack gap="md" maw={900}>
      <Anchor
        component={Link}
        to={`/polls/${ref}`}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('editor.backToPoll')}
      </Anchor>
      {poll.data && <Text fw={600}>{poll.data.name}</Text>}
      {results.isPending ? (
        <PageLoader />
      ) : results.isError ? (
        <ErrorState message={t('editor.failed')} onRetry={() => void results.refetch()} />
      ) : (
        <>
          <Stack gap={6}>
            <Text>{responseRate(results.data.completed, results.data.audience_total)}</Text>
            {results.data.audience_total ? (
              <Progress value={(results.data.completed / results.data.audience_total) * 100} aria-hidden />
            ) : null}
          </Stack>
          {results.data.completed === 0 ? (
            <EmptyState>{t('editor.noAnswers')}</EmptyState>
          ) : (
            results.data.questions.map((q, i) => (
              <Paper
                key={q.id}
                withBorder
                radius="md"
                p="md"
                component="section"
                aria-label={t('editor.question', { n: i + 1 })}
              >
                <Stack gap="sm">
                  <Text fw={700}>
                    {i + 1}. {q.text}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('editor.answeredQuestion', { n: q.answered })}
                  </Text>
                  {q.answer_type !== 'text' && <VariantCounts question={q} />}
                  <TextAnswers pollRef={ref} question={q} />
                </Stack>
              </Paper>
            ))
          )}
        </>
      )}
    </Stack>
  );
}
