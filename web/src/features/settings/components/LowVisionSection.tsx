import { SimpleGrid, Switch } from '@mantine/core';
import {
  DEFAULT_LOW_VISION,
  LOW_VISION_SCHEMES,
  LOW_VISION_SIZES,
  LOW_VISION_SPACINGS,
  setLowVision,
  updateLowVision,
  useLowVision,
} from '../../../shared/lib/low-vision';
import { useText } from '../i18n';
import { ChoiceFieldset } from './ChoiceFieldset';
import { SettingsSection } from './SettingsSection';

/**
 * «Версия для слабовидящих»: on or off and its settings, the same as the panel above the header
 * (the same store: a change shows at once, here and there); signed in, the store's change is saved
 * as the user's setting (low-vision-sync.ts).
 */
export function LowVisionSection() {
  const t = useText();
  const settings = useLowVision();
  return (
    <SettingsSection title={t('lowVision.title')}>
      <Switch
        size="md"
        label={t('lowVision.toggle')}
        description={t('lowVision.hint')}
        checked={settings !== null}
        onChange={(event) => setLowVision(event.currentTarget.checked ? DEFAULT_LOW_VISION : null)}
      />
      {settings && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          <ChoiceFieldset
            legend={t('lowVision.size')}
            inline
            options={LOW_VISION_SIZES.map((size) => ({ value: size, label: String(size) }))}
            value={settings.size}
            onChange={(size) => updateLowVision({ size })}
          />
          <ChoiceFieldset
            legend={t('lowVision.scheme')}
            options={LOW_VISION_SCHEMES.map((scheme) => ({ value: scheme, label: t(`lowVision.schemes.${scheme}`) }))}
            value={settings.scheme}
            onChange={(scheme) => updateLowVision({ scheme })}
          />
          <ChoiceFieldset
            legend={t('lowVision.spacing')}
            inline
            options={LOW_VISION_SPACINGS.map((spacing) => ({
              value: spacing,
              label: t(`lowVision.spacings.${spacing}`),
            }))}
            value={settings.spacing}
            onChange={(spacing) => updateLowVision({ spacing })}
          />
          <ChoiceFieldset
            legend={t('lowVision.images')}
            inline
            options={[
              { value: true, label: t('lowVision.imagesOn') },
              { value: false, label: t('lowVision.imagesOff') },
            ]}
            value={settings.images}
            onChange={(images) => updateLowVision({ images })}
          />
        </SimpleGrid>
      )}
    </SettingsSection>
  );
}
