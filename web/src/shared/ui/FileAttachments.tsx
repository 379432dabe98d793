import { ActionIcon, Alert, Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { acceptOf, type AttachedFile, type FileKind, type FileUploads } from '../lib/use-file-uploads';
import { useSharedText } from '../i18n/shared-text';

/** The picker: several files at once, of the kind asked for. */
export function AttachButton({
  uploads,
  kind,
  disabled,
}: {
  uploads: FileUploads;
  kind: FileKind;
  disabled?: boolean;
}) {
  return (
    <FileButton onChange={(picked) => uploads.add(picked)} accept={acceptOf(kind)} multiple disabled={disabled}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconPaperclip size={18} aria-hidden />}
          disabled={disabled}
          title={kind.hint}
        >
          {kind.label}
        </Button>
      )}
    </FileButton>
  );
}

/** A picked image's thumbnail from the file itself (no round trip). */
function Thumbnail({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (image.current) image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!file.type.startsWith('image/')) return null;
  return (
    <img
      ref={image}
      alt=""
      width={40}
      height={40}
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
    />
  );
}

function AttachedRow({ item, onRemove }: { item: AttachedFile; onRemove: () => void }) {
  const t = useSharedText();
  const name = item.file.name;
  return (
    <Group component="li" gap="sm" wrap="nowrap" py={4}>
      <Thumbnail file={item.file} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {item.result === null && (
          <Progress
            value={Math.round(item.progress * 100)}
            size="sm"
            aria-label={t('upload.progress', { name })}
            animated
          />
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={onRemove}
        aria-label={t('upload.remove', { name })}
        title={t('upload.remove', { name })}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The files attached so far, each removable, with its upload progress; and why a file was refused. */
export function AttachedFileList({ uploads }: { uploads: FileUploads }) {
  const t = useSharedText();
  return (
    <>
      {uploads.error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
          withCloseButton={false}
          p="xs"
        >
          <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
            <Text size="sm">{uploads.error}</Text>
            <CloseButton size="sm" onClick={uploads.dismissError} aria-label={t('close')} />
          </Group>
        </Alert>
      )}
      {uploads.files.length > 0 && (
        <Stack
          component="ul"
          gap={0}
          aria-label={t('upload.list')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {uploads.files.map((item) => (
            <AttachedRow key={item.key} item={item} onRemove={() => uploads.remove(item.key)} />
          ))}
        </Stack>
      )}
    </>
  );
}
