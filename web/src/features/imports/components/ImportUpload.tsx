import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  List,
  Loader,
  Paper,
  Progress,
  Radio,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { importFileAccept, type AccountImportKind, type ImportAnswer, type ImportCountsResult } from '@portal/contract';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { updateReportKeys, useImportRun, useImportUpload } from '../api';
import { useText } from '../i18n';

type Check = NonNullable<ImportAnswer['check']>;

/** What the file would change (or changed): people and structure rows, added / changed / left. */
function CountsTable({ counts }: { counts: ImportCountsResult }) {
  const t = useText();
  const rows = [
    { name: t('upload.people'), tally: counts.people },
    { name: t('upload.structure'), tally: counts.structure },
  ];
  return (
    <Stack gap={4}>
      <Text size="sm">{t('upload.rows', { n: counts.rows })}</Text>
      {counts.leavers && (
        <Text size="sm">{t('upload.leavers', { left: counts.leavers.left, returned: counts.leavers.returned })}</Text>
      )}
      {/* No scroll container: four short columns fit 390 px, and a scrolled region would need a tab stop. */}
      <Table withTableBorder striped fz="sm" horizontalSpacing={6}>
        <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
          {t('upload.table')}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('upload.what')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('upload.created')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('upload.updated')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('upload.unchanged')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.name}>
              <Table.Th scope="row" fw={500}>
                {r.name}
              </Table.Th>
              <Table.Td ta="end">{r.tally.created}</Table.Td>
              <Table.Td ta="end">{r.tally.updated}</Table.Td>
              <Table.Td ta="end">{r.tally.unchanged}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('upload.structure')}: {t('upload.structureHint')}
      </Text>
    </Stack>
  );
}

function CheckResult({ check }: { check: Check }) {
  const t = useText();
  if (check.ok && check.counts) {
    return (
      <Stack gap="xs" aria-label={t('upload.checkTitle')} role="region">
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('upload.checkTitle')}
        >
          {t('upload.checkNote')}
        </Alert>
        <CountsTable counts={check.counts} />
      </Stack>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('upload.refused')}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{t('upload.refusedNote')}</Text>
        <List size="sm" spacing={4} aria-label={t('upload.problems')}>
          {check.problems.map((p, i) => (
            <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
              {p}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/** An applied file as its job goes: queued, running, then done with its counts or failed with its report's reason. */
function RunProgress({ id }: { id: number }) {
  const t = useText();
  const queryClient = useQueryClient();
  const run = useImportRun(id);
  const status = run.data?.status;
  const ended = status === 'done' || status === 'failed';
  // The run's update report is new: the list below shows it.
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: updateReportKeys.all });
  }, [ended, queryClient]);

  if (run.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('upload.failedCall')}
      >
        {run.error.message}
      </Alert>
    );
  }
  if (!ended) {
    const text = status === 'running' ? t('upload.running') : t('upload.queued');
    return (
      <Stack gap={6} role="status">
        <Group gap="xs">
          <Loader size={16} aria-hidden />
          <Text size="sm">{text}</Text>
        </Group>
        <Progress value={100} animated striped aria-label={t('upload.progress')} aria-valuetext={text} />
      </Stack>
    );
  }
  const data = run.data!;
  if (status === 'done') {
    return (
      <Stack gap="xs" role="status">
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={`${t('upload.done')}: ${data.report?.name ?? data.file_name}`}
        >
          {t('upload.doneNote')}
        </Alert>
        {data.counts && <CountsTable counts={data.counts} />}
      </Stack>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={`${t('upload.failed')}: ${data.report?.name ?? data.file_name}`}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {data.report?.exception}
      </Text>
    </Alert>
  );
}

/**
 * «Загрузить файл» on Отчеты обновлений (issue 16 §7): the kind, the file, «Проверить» (a dry run:
 * its counts or row problems), then «Загрузить» (the job, followed until its report is written).
 */
export function ImportUpload() {
  const t = useText();
  const upload = useImportUpload();
  const [kind, setKind] = useState<AccountImportKind>('students');
  const [full, setFull] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  // Whether «Выберите файл» is shown: a flag, so the text follows a language switch.
  const [fileMissing, setFileMissing] = useState(false);
  const fileError = fileMissing ? t('upload.noFile') : null;
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), file: useId() };

  const reset = () => {
    setCheck(null);
    setRunId(null);
    upload.reset();
  };
  const submit = (dryRun: boolean) => {
    if (!file) {
      setFileMissing(true);
      inputRef.current?.focus();
      return;
    }
    upload.mutate(
      { kind, file, dryRun, full },
      {
        onSuccess: (answer) => {
          if (answer.check) setCheck(answer.check);
          if (answer.run) {
            setCheck(null);
            setRunId(answer.run.id);
          }
        },
      },
    );
  };
  const running = runId !== null;

  return (
    <Paper component="section" aria-labelledby={ids.title} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={ids.title}>
          {t('upload.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('upload.intro')}
        </Text>
        <Radio.Group
          label={t('upload.kind')}
          value={kind}
          onChange={(value) => {
            setKind(value as AccountImportKind);
            reset();
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="students" label={t('upload.students')} disabled={upload.isPending} />
            <Radio value="employees" label={t('upload.employees')} disabled={upload.isPending} />
          </Group>
        </Radio.Group>
        <Checkbox
          label={kind === 'students' ? t('upload.fullStudents') : t('upload.fullEmployees')}
          description={t('upload.fullHint')}
          checked={full}
          disabled={upload.isPending}
          onChange={(event) => {
            setFull(event.currentTarget.checked);
            reset();
          }}
        />
        <Input.Wrapper label={t('upload.file')} labelElement="label" id={ids.file} error={fileError}>
          <input
            ref={inputRef}
            id={ids.file}
            type="file"
            accept={importFileAccept}
            disabled={upload.isPending}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${ids.file}-error` : undefined}
            style={{ display: 'block', maxWidth: '100%', marginTop: 4 }}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setFileMissing(false);
              reset();
            }}
          />
        </Input.Wrapper>
        <Group gap="sm">
          <Button
            variant={check?.ok ? 'default' : 'filled'}
            onClick={() => submit(true)}
            loading={upload.isPending && upload.variables?.dryRun}
            disabled={upload.isPending && !upload.variables?.dryRun}
          >
            {t('upload.check')}
          </Button>
          {check?.ok && !running && (
            <Button
              onClick={() => submit(false)}
              loading={upload.isPending && !upload.variables?.dryRun}
              disabled={upload.isPending}
            >
              {t('upload.apply')}
            </Button>
          )}
        </Group>
        {upload.isPending && upload.variables?.dryRun && (
          <Group gap="xs" role="status">
            <Loader size={16} aria-hidden />
            <Text size="sm">{t('upload.checking')}</Text>
          </Group>
        )}
        {upload.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('upload.failedCall')}
          >
            {upload.error.message}
          </Alert>
        )}
        {check && !running && <CheckResult check={check} />}
        {runId !== null && <RunProgress id={runId} />}
      </Stack>
    </Paper>
  );
}
