import { Anchor, Code, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { usePublicConfig } from '../../../shared/session/public-config';
import { useText } from '../i18n';

/**
 * Where to get help with signing in (000 §2): the offices with their hours, and the feedback form
 * with the cabinet's link as its topic; both from the university's settings (GET /api/config).
 */
export function HelpText() {
  const t = useText();
  const help = usePublicConfig().data?.help;
  const cabinetLink = window.location.origin;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('helpIntro')}</Text>
      <Title order={3} size="h5">
        {t('helpOfficesTitle')}
      </Title>
      {help ? (
        <List size="sm" spacing="xs">
          {help.offices.map((office) => (
            <List.Item key={`${office.name} ${office.address}`}>
              {office.name}, {office.address}
              <Text size="sm" c="dimmed">
                {office.hours}
                {office.phone && `, ${office.phone}`}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        <Skeleton height={48} aria-hidden />
      )}
      <Title order={3} size="h5">
        {t('helpFormTitle')}
      </Title>
      <Text size="sm">
        {t('helpFormBefore')}
        {help ? (
          <Anchor href={help.feedback_url} target="_blank" rel="noreferrer">
            {t('helpFormLink')}
          </Anchor>
        ) : (
          t('helpFormLink')
        )}
        {t('helpFormText')} <Code>{cabinetLink}</Code>
        {t('helpFormTail')}
      </Text>
    </Stack>
  );
}
