import { Code, List, Stack, Text, Title } from '@mantine/core';
import { useText } from '../i18n';

/** Where to get help with signing in: offices with hours, or the feedback form with the cabinet link as its topic. */
export function HelpText() {
  const t = useText();
  const cabinetLink = window.location.origin;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('helpIntro')}</Text>
      <Title order={3} size="h5">
        {t('helpOfficesTitle')}
      </Title>
      <List size="sm" spacing="xs">
        {t('helpOffices', { returnObjects: true }).map((office) => (
          <List.Item key={office.place}>
            {office.place}
            <Text size="sm" c="dimmed">
              {office.hours}
            </Text>
          </List.Item>
        ))}
      </List>
      <Title order={3} size="h5">
        {t('helpFormTitle')}
      </Title>
      <Text size="sm">
        {t('helpFormText')} <Code>{cabinetLink}</Code>
        {t('helpFormTail')}
      </Text>
    </Stack>
  );
}
