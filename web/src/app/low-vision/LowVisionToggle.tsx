import { ActionIcon, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { DEFAULT_LOW_VISION, setLowVision, useLowVision } from '../../shared/lib/low-vision';
import { requestPanelFocus } from './focus';
import { useText } from '../i18n';

/**
 * «Версия для слабовидящих»: turns the low-vision version on and opens its panel above the header,
 * which holds the settings and the way back («Обычная версия»). In the low-vision version the
 * header has no toggle: the panel's labelled button is the way back.
 */
export function LowVisionToggle() {
  const t = useText();
  const settings = useLowVision();
  if (settings) return null;
  const turnOn = () => {
    requestPanelFocus();
    setLowVision(DEFAULT_LOW_VISION);
  };
  const icon = <IconEye size={20} aria-hidden />;
  return (
    <>
      <Button variant="subtle" leftSection={icon} onClick={turnOn} visibleFrom="md" data-low-vision-toggle>
        {t('shell.lowVisionOn')}
      </Button>
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="xl"
        onClick={turnOn}
        hiddenFrom="md"
        aria-label={t('shell.lowVisionOn')}
        title={t('shell.lowVisionOn')}
        data-low-vision-toggle
      >
        {icon}
      </ActionIcon>
    </>
  );
}
