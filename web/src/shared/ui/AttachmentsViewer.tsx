import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { useSharedText } from '../i18n/shared-text';

export interface AttachmentsViewerProps {
  images: { src: string; alt: string }[];
  index: number;
  onClose: () => void;
}

/**
 * The gallery of a message's images (yet-another-react-lightbox: keyboard arrows and Escape,
 * swipes, ARIA labels in the interface's language). Loaded only when an image is opened, see Attachments.
 */
export default function AttachmentsViewer({ images, index, onClose }: AttachmentsViewerProps) {
  const t = useSharedText();
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images}
      labels={t('attachments.viewer', { returnObjects: true })}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
