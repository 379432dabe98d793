import { ActionIcon, Button } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useLowVision } from '../../shared/lib/low-vision';
import { shellStrings } from '../strings';

/** «Версия для слабовидящих» / «Обычная версия»: the root font size 16 ↔ 20 px, kept in localStorage. */
export function LowVisionToggle() {
  const [on, toggle] = useLowVision();
  const label = on ? shellStrings.lowVisionOff : shellStrings.lowVisionOn;
  const icon = on ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />;
  return (
    <>
      <Button variant="subtle" leftSection={icon} onClick={toggle} visibleFrom="md">
        {label}
      </Button>
      <ActionIcon variant="subtle" size="lg" radius="xl" onClick={toggle} hiddenFrom="md" aria-label={label} title={label}>
        {icon}
      </ActionIcon>
    </>
  );
}
