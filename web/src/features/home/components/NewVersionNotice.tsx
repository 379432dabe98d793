import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { usePublicConfig } from '../../../shared/session/public-config';
import { useText } from '../i18n';

/** The notice that a newer cabinet exists, with a link to it from /api/config (000 §1). */
export function NewVersionNotice() {
  const t = useText();
  const config = usePublicConfig();
  const url = config.data?.new_version_url;

  return (
    <Paper
      component="section"
      aria-labelledby="new-version-title"
      p={{ base: 'md', sm: 'xl' }}
      radius="lg"
      withBorder
      bg="university.0"
    >
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <ThemeIcon size={52} radius="xl" visibleFrom="xs">
          <IconSparkles size={28} aria-hidden />
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1 }}>
          <Title order={2} size="h3" id="new-version-title">
            {t('noticeTitle')}
          </Title>
          <Text>{t('noticeText')}</Text>
          {config.isPending ? (
            <Skeleton h={36} w={240} radius="md" />
          ) : (
            url && (
              <Group>
                <Button component="a" href={url} rightSection={<IconArrowRight size={18} aria-hidden />}>
                  {t('noticeLink')}
                </Button>
              </Group>
            )
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
