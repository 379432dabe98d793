import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { threadMessageBody, type FileResult } from '@portal/contract';
import { useContractForm } from '../lib/use-contract-form';
import { imageFiles, useFileUploads, type FileKind } from '../lib/use-file-uploads';
import { AttachButton, AttachedFileList } from '../ui/FileAttachments';
import { useText } from './i18n';
import { textToHtml } from './message-html';

/**
 * The chat box (000 §2): a text area, send, the file picker (PNG and JPEG images in the support
 * dialog; `kind` says otherwise), several at once, the attached files each removable, with their
 * upload progress. Empty or whitespace-only text is not sent (000 §5). Ctrl+Enter sends too.
 */
export function ChatBox({
  onSend,
  kind = imageFiles,
}: {
  onSend: (text: string, files: FileResult[]) => void;
  kind?: FileKind;
}) {
  const t = useText();
  const uploads = useFileUploads(kind);
  // Checked as the message the outbox will send: the text as its HTML, with the files.
  const form = useContractForm(threadMessageBody, {
    initial: { message: '' },
    toBody: ({ message }) => ({ message: textToHtml(message), files: uploads.results.map((f) => f.uuid) }),
    required: { message: t('box.empty') },
  });

  const send = form.onSubmit(() => {
    if (uploads.uploading) {
      form.setError('message', t('box.uploading'));
      return;
    }
    onSend(form.values.message, uploads.results);
    form.reset();
    uploads.clear();
  });

  return (
    <Stack gap="xs" component="form" aria-label={t('box.label')} onSubmit={send}>
      <Textarea
        label={t('box.label')}
        placeholder={t('box.placeholder')}
        {...form.input('message')}
        error={form.errors.message ?? form.failure ?? undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
        autosize
        minRows={2}
        maxRows={8}
      />
      <AttachedFileList uploads={uploads} />
      <Group justify="space-between" gap="xs">
        <AttachButton uploads={uploads} kind={kind} />
        <Button type="submit" leftSection={<IconSend size={18} aria-hidden />}>
          {t('box.send')}
        </Button>
      </Group>
    </Stack>
  );
}
