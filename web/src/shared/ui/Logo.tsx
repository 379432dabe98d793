import { Group, Text } from '@mantine/core';
import { useSharedText } from '../i18n/shared-text';
import { UniversityMark } from './UniversityMark';

interface LogoProps {
  /** Hide the words below this breakpoint (the header on phones shows the mark only). */
  textVisibleFrom?: 'xs' | 'sm' | 'md';
  size?: number;
}

export function Logo({ textVisibleFrom, size = 36 }: LogoProps) {
  const t = useSharedText();
  return (
    <Group gap="xs" wrap="nowrap">
      <UniversityMark size={size} />
      <Text component="span" fw={700} fz="lg" c="university.9" visibleFrom={textVisibleFrom} style={{ minWidth: 0 }}>
        {t('appName')}
      </Text>
    </Group>
  );
}
