import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { threadMessageBody, type FileResult } from '@portal/contract';
import { useContractForm } from '../lib/use-contract-form';
import { imageFiles, useFileUploads, type FileKind } from '../lib/use-file-uploads';
import { AttachButton, AttachedFileList } from '../ui/FileAttachments';
import { useText } from './i18n';
import { textToHtml } from './message-html';

/** A touch screen without a mouse: its keyboard's Enter is the only way to a new line. */
const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * The chat box (000 §2): a text area, send, the file picker (PNG and JPEG images in the support
 * dialog; `kind` says otherwise), several at once, the attached files each removable, with their
 * upload progress. Empty or whitespace-only text is not sent (000 §5). Enter sends and Shift+Enter
 * is a new line (Ctrl+Enter sends too); on a touch screen, whose keyboard has no Shift+Enter, Enter
 * is a new line and the button sends. The box says which (issue 29 §20).
 */
export function ChatBox({
  onSend,
  kind = imageFiles,
}: {
  onSend: (text: string, files: FileResult[]) => void;
  kind?: FileKind;
}) {
  const t = useText();
  const touch = useMediaQuery(TOUCH_QUERY, false) ?? false;
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
        description={touch ? t('box.hintTouch') : t('box.hint')}
        enterKeyHint={touch ? 'enter' : 'send'}
        error={form.errors.message ?? form.failure ?? undefined}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          const sends = event.ctrlKey || event.metaKey || (!touch && !event.shiftKey && !event.altKey);
          if (!sends) return;
          event.preventDefault();
          send();
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
