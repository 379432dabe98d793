import { Anchor, Group, Stack, UnstyledButton } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { Suspense, createContext, lazy, useContext, useEffect, useState } from 'react';
import { isImageType, type FileResult } from '@portal/contract';
import { useSharedText } from '../i18n/shared-text';

// The gallery (and its library) is fetched when an image is first opened, not with the screen.
const AttachmentsViewer = lazy(() => import('./AttachmentsViewer'));

/**
 * Told when a gallery opens and closes: a dialog around the files lets the gallery have Escape
 * (and its own focus) while it is open, so that one Escape closes the gallery, not the dialog too.
 */
export const GalleryOpenContext = createContext<((open: boolean) => void) | null>(null);

interface AttachmentsProps {
  files: readonly FileResult[];
}

/**
 * The files of a message: images as thumbnails that open in a gallery, other files as download
 * links with their original names. The links are the signed `src` the answer carried.
 */
export function Attachments({ files }: AttachmentsProps) {
  const t = useSharedText();
  const [opened, setOpened] = useState<number | null>(null);
  const report = useContext(GalleryOpenContext);
  const galleryOpen = opened !== null;
  useEffect(() => {
    if (!galleryOpen || !report) return;
    report(true);
    return () => report(false);
  }, [galleryOpen, report]);
  if (files.length === 0) return null;
  const images = files.filter((f) => isImageType(f.mime_type));
  const documents = files.filter((f) => !isImageType(f.mime_type));
  return (
    <Stack gap="xs" role="group" aria-label={t('attachments.label')}>
      {images.length > 0 && (
        <Group gap="xs">
          {images.map((image, i) => (
            <UnstyledButton
              key={image.uuid}
              onClick={() => setOpened(i)}
              aria-label={t('attachments.openImage', { name: image.original_name })}
              title={image.original_name}
            >
              <img
                src={image.src}
                alt={image.original_name}
                loading="lazy"
                width={96}
                height={96}
                style={{
                  objectFit: 'cover',
                  borderRadius: 'var(--mantine-radius-sm)',
                  display: 'block',
                  border: '1px solid var(--mantine-color-gray-3)',
                }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {documents.map((file) => (
        <Anchor
          key={file.uuid}
          href={file.src}
          download={file.original_name}
          aria-label={t('attachments.download', { name: file.original_name })}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, wordBreak: 'break-all' }}
        >
          <IconFileDescription size={18} aria-hidden style={{ flexShrink: 0 }} />
          {file.original_name}
        </Anchor>
      ))}
      {opened !== null && (
        <Suspense fallback={null}>
          <AttachmentsViewer
            images={images.map((f) => ({ src: f.src, alt: f.original_name }))}
            index={opened}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
