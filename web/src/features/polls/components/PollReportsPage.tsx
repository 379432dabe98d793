import { Anchor, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ReportsList } from '../../../shared/ui/ReportsList';
import { usePoll, usePollReports } from '../api';
import { useText } from '../i18n';

/** A poll's reports (an xlsx of the answers each), on its reports page and on a worksheet's. */
export function PollReports({ pollRef }: { pollRef: string }) {
  return <ReportsList {...usePollReports(pollRef)} />;
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
