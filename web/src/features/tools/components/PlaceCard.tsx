import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { UniversityPlace } from '@portal/contract';
import { useText } from '../i18n';

/** A place to come to in person: name, address, hours, phone and mail (each a link). */
export function PlaceCard({ place }: { place: UniversityPlace }) {
  const t = useText();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fw={600}>{place.name}</Text>
        <Text size="sm">{place.address}</Text>
        <Text size="sm" c="dimmed">
          {t('place.hours')}: {place.hours}
        </Text>
        {place.phone && (
          <Text size="sm">
            {t('place.phone')}: <Anchor href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</Anchor>
          </Text>
        )}
        {place.email && (
          <Text size="sm">
            {t('place.email')}: <Anchor href={`mailto:${place.email}`}>{place.email}</Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
