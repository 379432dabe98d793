import { Group, Text } from '@mantine/core';
import { sharedStrings } from '../strings';
import { UniversityMark } from './UniversityMark';

interface LogoProps {
  /** Hide the words below this breakpoint (the header on phones shows the mark only). */
  textVisibleFrom?: 'xs' | 'sm' | 'md';
  size?: number;
}

export function Logo({ textVisibleFrom, size = 36 }: LogoProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <UniversityMark size={size} />
      <Text component="span" fw={700} fz="lg" c="university.9" visibleFrom={textVisibleFrom} style={{ whiteSpace: 'nowrap' }}>
        {sharedStrings.appName}
      </Text>
    </Group>
  );
}
