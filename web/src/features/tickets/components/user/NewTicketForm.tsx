import { Alert, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconLink, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ticketEndpoints, type NewTicketBody } from '@portal/contract';
import { useContractForm } from '../../../../shared/lib/use-contract-form';
import { imageFiles, useFileUploads } from '../../../../shared/lib/use-file-uploads';
import { AttachButton, AttachedFileList } from '../../../../shared/ui/FileAttachments';
import { useCreateTicket, useTicketSubjects } from '../../api';
import { useText } from '../../i18n';
import { textToHtml } from '../../../../shared/threads/message-html';

/** The topic's longest length (the contract's `sub_subject`). */
const TOPIC_MAX = 200;

/** A closed ticket a new one follows (issue 29 §17). */
export interface FollowUpOf {
  id: number;
  subjectId: number;
  topic: string;
}

/**
 * «Новое обращение» (README decision 3): a section from GET /api/ticket-subjects, a topic, the
 * message and PNG/JPEG images uploaded as they are picked. Checked by the call's contract; the
 * server's field errors (422) are shown at their fields; nothing typed is lost on an error.
 */
export function NewTicketForm({
  onCreated,
  followUp = null,
  onCancelFollowUp,
}: {
  onCreated: (id: number) => void;
  /** A closed ticket this one follows: its section and a topic naming it are filled in. */
  followUp?: FollowUpOf | null;
  onCancelFollowUp?: () => void;
}) {
  const t = useText();
  const subjects = useTicketSubjects();
  const create = useCreateTicket();
  const uploads = useFileUploads(imageFiles);
  const form = useContractForm(ticketEndpoints.create.body, {
    initial: {
      subject_id: followUp ? String(followUp.subjectId) : null,
      sub_subject: followUp
        ? t('support.followUpTopic', { id: followUp.id, topic: followUp.topic }).slice(0, TOPIC_MAX)
        : '',
      message: '',
    },
    toBody: (values) => ({
      subject_id: Number(values.subject_id),
      sub_subject: values.sub_subject.trim(),
      message: textToHtml(values.message),
      files: uploads.results.map((f) => f.uuid),
    }),
    required: {
      subject_id: t('support.subjectRequired'),
      sub_subject: t('support.topicRequired'),
      message: t('chat.messageEmpty'),
    },
  });

  const send = async (body: NewTicketBody) => {
    if (uploads.uploading) {
      form.setFailure(t('chat.uploading'));
      return;
    }
    try {
      const ticket = await create.mutateAsync(body);
      form.reset();
      uploads.clear();
      onCreated(ticket.id);
    } catch (cause) {
      form.fail(cause, t('support.createFailed'));
    }
  };

  // Once the closed ticket's window has given the focus back: to the message, what is left to write.
  const message = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!followUp) return;
    const timer = window.setTimeout(() => message.current?.focus(), 400);
    return () => window.clearTimeout(timer);
  }, [followUp]);

  return (
    <form noValidate aria-labelledby="new-ticket-title" onSubmit={form.onSubmit(send)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('support.intro')}
        </Text>
        {followUp && (
          <Alert color="blue" variant="light" icon={<IconLink aria-hidden />} p="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t('support.followUpOf', { id: followUp.id })}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={onCancelFollowUp}>
                {t('support.followUpCancel')}
              </Button>
            </Group>
          </Alert>
        )}
        <Select
          label={t('support.subject')}
          placeholder={t('support.subjectPlaceholder')}
          data={(subjects.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
          {...form.input('subject_id')}
          error={form.errors.subject_id ?? (subjects.isError ? t('support.subjectsFailed') : undefined)}
          required
          searchable
          nothingFoundMessage={t('support.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('support.topic')}
          placeholder={t('support.topicPlaceholder')}
          {...form.input('sub_subject')}
          required
        />
        <Textarea
          label={t('support.message')}
          placeholder={t('support.messagePlaceholder')}
          {...form.input('message')}
          ref={message}
          autosize
          minRows={4}
          maxRows={12}
          required
        />
        <AttachedFileList uploads={uploads} />
        {form.failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            title={form.failure}
          />
        )}
        <Stack gap="xs" align="flex-start">
          <AttachButton uploads={uploads} kind={imageFiles} />
          <Button type="submit" loading={create.isPending} leftSection={<IconSend size={18} aria-hidden />}>
            {t('support.create')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
