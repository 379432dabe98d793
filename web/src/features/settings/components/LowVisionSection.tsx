import { SimpleGrid, Switch } from '@mantine/core';
import { DEFAULT_LOW_VISION, setLowVision, updateLowVision, useLowVision } from '../../../shared/lib/low-vision';
import { useLowVisionChoices } from '../../../shared/lib/low-vision-choices';
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
  const choices = useLowVisionChoices();
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
            legend={choices.size.legend}
            inline
            options={choices.size.options}
            value={settings.size}
            onChange={(size) => updateLowVision({ size })}
          />
          <ChoiceFieldset
            legend={choices.scheme.legend}
            options={choices.scheme.options}
            value={settings.scheme}
            onChange={(scheme) => updateLowVision({ scheme })}
          />
          <ChoiceFieldset
            legend={choices.spacing.legend}
            inline
            options={choices.spacing.options}
            value={settings.spacing}
            onChange={(spacing) => updateLowVision({ spacing })}
          />
          <ChoiceFieldset
            legend={choices.images.legend}
            inline
            options={choices.images.options}
            value={settings.images}
            onChange={(images) => updateLowVision({ images })}
          />
        </SimpleGrid>
      )}
    </SettingsSection>
  );
}
