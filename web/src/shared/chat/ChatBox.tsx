import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FileResult } from '@portal/contract';
import { useState } from 'react';
import { imageFiles, useFileUploads, type FileKind } from '../lib/use-file-uploads';
import { AttachButton, AttachedFileList } from '../ui/FileAttachments';
import { useText } from './i18n';

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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const uploads = useFileUploads(kind);

  const send = () => {
    if (!text.trim()) {
      setError(t('box.empty'));
      return;
    }
    if (uploads.uploading) {
      setError(t('box.uploading'));
      return;
    }
    onSend(text, uploads.results);
    setText('');
    setError(null);
    uploads.clear();
  };

  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={t('box.label')}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        label={t('box.label')}
        placeholder={t('box.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error === t('box.empty') && event.currentTarget.value.trim()) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
        error={error}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={10_000}
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
