import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useUniversityInfo } from '../api';
import { useText } from '../i18n';
import { PlaceCard } from './PlaceCard';

/**
 * «Электронные библиотеки» (002 §2.5 «Library»): the university's resources in their order, each
 * with its name, description and link, and the reading hall's contacts (GET /api/university: the
 * university's settings, refetched when an admin changes them).
 */
export function LibraryPage() {
  const t = useText();
  const info = useUniversityInfo();
  if (info.isError) return <ErrorState message={t('library.failed')} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton height={320} maw={900} aria-busy="true" />;
  return (
    <Stack gap="lg" maw={900}>
      <Text>{t('library.intro')}</Text>
      <Stack component="section" gap="sm" aria-labelledby="library-resources">
        <Title order={2} size="h4" id="library-resources">
          {t('library.resources')}
        </Title>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {info.data.library_resources.map(({ key, name, description, url }) => {
            return (
              <Paper component="li" key={key} withBorder radius="md" p="sm">
                <Anchor href={url} target="_blank" rel="noreferrer" fw={600} aria-label={t('library.open', { name })}>
                  {name} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                </Anchor>
                {description && (
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="library-hall">
        <Title order={2} size="h4" id="library-hall">
          {t('library.hall')}
        </Title>
        <Stack component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <PlaceCard place={info.data.library_hall} />
        </Stack>
      </Stack>
    </Stack>
  );
}
