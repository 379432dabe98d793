import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useSharedText } from '../i18n/shared-text';
import { useUniversityBrand } from '../session/public-config';
import { UniversityMark } from './UniversityMark';

interface LogoProps {
  /** Hide the words below this breakpoint (the header on phones shows the mark only). */
  textVisibleFrom?: 'xs' | 'sm' | 'md';
  size?: number;
}

/**
 * The portal's mark and name: the university's own logo when its settings have one (issue 33),
 * named by the university's name; otherwise the portal's mark.
 */
export function Logo({ textVisibleFrom, size = 36 }: LogoProps) {
  const t = useSharedText();
  const brand = useUniversityBrand();
  // A logo that fails to load (removed since this browser's copy was made) gives way to the mark.
  const [failed, setFailed] = useState<string | null>(null);
  const logo = brand?.logo_url && brand.logo_url !== failed ? brand.logo_url : null;
  return (
    <Group gap="xs" wrap="nowrap">
      {logo ? (
        <img
          src={logo}
          alt={brand!.name}
          height={size}
          data-lv-image
          onError={() => setFailed(logo)}
          style={{ height: size, width: 'auto', maxWidth: size * 3, objectFit: 'contain', flex: 'none' }}
        />
      ) : (
        <UniversityMark size={size} />
      )}
      <Text component="span" fw={700} fz="lg" c="university.9" visibleFrom={textVisibleFrom} style={{ minWidth: 0 }}>
        {t('appName')}
      </Text>
    </Group>
  );
}
