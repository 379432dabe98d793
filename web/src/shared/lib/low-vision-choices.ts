import { useSharedText } from '../i18n/shared-text';
import { LOW_VISION_SCHEMES, LOW_VISION_SIZES, LOW_VISION_SPACINGS, type LowVisionSettings } from './low-vision';

interface Choice<K extends keyof LowVisionSettings> {
  legend: string;
  options: { value: LowVisionSettings[K]; label: string }[];
}

/**
 * The low-vision version's four choices with their names, in the language of the moment: the panel
 * above the header (app/low-vision) and «Настройки» draw the same ones, each in its own way.
 */
export function useLowVisionChoices(): { [K in keyof LowVisionSettings]: Choice<K> } {
  const t = useSharedText();
  return {
    size: {
      legend: t('lowVision.size'),
      options: LOW_VISION_SIZES.map((size) => ({ value: size, label: String(size) })),
    },
    scheme: {
      legend: t('lowVision.scheme'),
      options: LOW_VISION_SCHEMES.map((scheme) => ({ value: scheme, label: t(`lowVision.schemes.${scheme}`) })),
    },
    spacing: {
      legend: t('lowVision.spacing'),
      options: LOW_VISION_SPACINGS.map((spacing) => ({ value: spacing, label: t(`lowVision.spacings.${spacing}`) })),
    },
    images: {
      legend: t('lowVision.images'),
      options: [
        { value: true, label: t('lowVision.imagesOn') },
        { value: false, label: t('lowVision.imagesOff') },
      ],
    },
  };
}
