import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useUniversityInfo } from '../api';
import { useText } from '../i18n';
import { AutoGrid } from '../../../shared/ui/AutoGrid';

/** «Цифровые сервисы» (002 §2.5): the university's service links, each opening in a new tab. */
export function DigitalServicesPage() {
  const t = useText();
  const info = useUniversityInfo();
  if (info.isError) return <ErrorState message={t('services.failed')} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton height={160} maw={900} aria-busy="true" />;
  return (
    <AutoGrid component="ul" min={18} maxCols={2} maw={900}>
      {info.data.digital_services.map((service) => (
        <Paper component="li" key={service.url} withBorder radius="md" p="md">
          <Stack gap="xs" align="flex-start">
            <Text fw={700}>{service.name}</Text>
            <Text size="sm" c="dimmed">
              {service.description}
            </Text>
            <Button
              component="a"
              href={service.url}
              target="_blank"
              rel="noreferrer"
              variant="light"
              rightSection={<IconExternalLink size={16} aria-hidden />}
              aria-label={t('services.openNamed', { name: service.name })}
            >
              {t('services.open')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </AutoGrid>
  );
}
