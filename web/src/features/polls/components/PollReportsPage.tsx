import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { pollEndpoints } from '@portal/contract';
import { IconAlertCircle, IconArrowLeft, IconFileOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiDownload } from '../../../shared/api/download';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { ReportsTable } from '../../../shared/ui/ReportsTable';
import { useGeneratePollReport, usePoll, usePollReports } from '../api';
import { useText } from '../i18n';

/** A poll's reports: «Создать отчет» and the list with «Создание...», «Ошибка» or «Скачать». */
export function PollReports({ pollRef }: { pollRef: string }) {
  const t = useText();
  const [page, setPage] = useState(1);
  const reports = usePollReports(pollRef, page);
  const generate = useGeneratePollReport(pollRef);
  return (
    <Stack gap="md">
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        loading={generate.isPending}
        onClick={() => generate.mutate()}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('shared:reports.create')}
      </Button>
      {generate.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {t('editor.failed')}
        </Alert>
      )}
      <PagedResults
        list={reports}
        empty={t('shared:reports.empty')}
        emptyIcon={IconFileOff}
        failed={t('editor.failed')}
        loading="spinner"
        onPage={setPage}
        scrollToTop={false}
      >
        {(items) => (
          <ReportsTable
            items={items}
            download={(report) =>
              apiDownload(
                pollEndpoints.downloadReport,
                { params: { id: pollRef, reportId: report.id } },
                `otchet-${report.id}.xlsx`,
              )
            }
          />
        )}
      </PagedResults>
    </Stack>
  );
}

/** /poll/{uuid}/reports (001 §2 «Poll reports»): the poll's name above its reports (an xlsx of the answers each). */
export function PollReportsPage() {
  const t = useText();
  const ref = useParams().uuid ?? '';
  const poll = usePoll(ref);
  return (
    <Stack gap="md" maw={820}>
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
      <PollReports pollRef={ref} />
    </Stack>
  );
}
