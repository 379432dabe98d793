import { Alert, Button, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { imageFiles, useFileUploads } from '../../../../shared/lib/use-file-uploads';
import { AttachButton, AttachedFileList } from '../../../../shared/ui/FileAttachments';
import { useCreateTicket, useTicketSubjects } from '../../api';
import { useText } from '../../i18n';
import { textToHtml } from '../../../../shared/chat/message-html';

type Field = 'subject_id' | 'sub_subject' | 'message';
type Errors = Partial<Record<Field, string>>;

/**
 * «Новое обращение» (README decision 3): a section from GET /api/ticket-subjects, a topic, the
 * message and PNG/JPEG images uploaded as they are picked. The server's field errors (422) are
 * shown at their fields; nothing typed is lost on an error.
 */
export function NewTicketForm({ onCreated }: { onCreated: (id: number) => void }) {
  const t = useText();
  const subjects = useTicketSubjects();
  const create = useCreateTicket();
  const uploads = useFileUploads(imageFiles);
  const [subject, setSubject] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!subject) found.subject_id = t('support.subjectRequired');
    if (!topic.trim()) found.sub_subject = t('support.topicRequired');
    if (!message.trim()) found.message = t('chat.messageEmpty');
    return found;
  };

  const submit = async () => {
    setFailure(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    if (uploads.uploading) {
      setFailure(t('chat.uploading'));
      return;
    }
    try {
      const ticket = await create.mutateAsync({
        subject_id: Number(subject),
        sub_subject: topic.trim(),
        message: textToHtml(message),
        files: uploads.results.map((f) => f.uuid),
      });
      setSubject(null);
      setTopic('');
      setMessage('');
      setErrors({});
      uploads.clear();
      onCreated(ticket.id);
    } catch (cause) {
      if (!isApiError(cause)) {
        setFailure(t('support.createFailed'));
        return;
      }
      const fromServer: Errors = {};
      for (const field of ['subject_id', 'sub_subject', 'message'] as const) {
        const text = cause.fieldError(field);
        if (text) fromServer[field] = text;
      }
      setErrors(fromServer);
      // A refusal of the files, or anything not at a field: said above the button.
      const other = cause.fieldError('files') ?? (Object.keys(fromServer).length ? null : cause.message);
      setFailure(other);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="new-ticket-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('support.intro')}
        </Text>
        <Select
          label={t('support.subject')}
          placeholder={t('support.subjectPlaceholder')}
          data={(subjects.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
          value={subject}
          onChange={(value) => {
            setSubject(value);
            setErrors((e) => ({ ...e, subject_id: undefined }));
          }}
          error={errors.subject_id ?? (subjects.isError ? t('support.subjectsFailed') : undefined)}
          required
          searchable
          nothingFoundMessage={t('support.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('support.topic')}
          placeholder={t('support.topicPlaceholder')}
          value={topic}
          onChange={(event) => {
            setTopic(event.currentTarget.value);
            setErrors((e) => ({ ...e, sub_subject: undefined }));
          }}
          error={errors.sub_subject}
          maxLength={200}
          required
        />
        <Textarea
          label={t('support.message')}
          placeholder={t('support.messagePlaceholder')}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setErrors((e) => ({ ...e, message: undefined }));
          }}
          error={errors.message}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={10_000}
          required
        />
        <AttachedFileList uploads={uploads} />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={failure} />
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
