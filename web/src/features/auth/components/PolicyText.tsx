import { List, Stack, Text } from '@mantine/core';
import { useText } from '../i18n';

/** The full consent text; the caller gives it a heading and a frame. */
export function PolicyText() {
  const t = useText();
  return (
    <Stack gap="sm" fz="sm">
      <Text inherit>{t('policy.intro')}</Text>
      <Text inherit>{t('policy.purpose')}</Text>
      <div>
        <Text inherit>{t('policy.dataIntro')}</Text>
        <List size="sm" mt={4} spacing={2} withPadding>
          {t('policy.data', { returnObjects: true }).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </div>
      <Text inherit>{t('policy.actions')}</Text>
      <Text inherit>{t('policy.term')}</Text>
      <Text inherit>{t('policy.withdrawal')}</Text>
      <Text inherit>{t('policy.rights')}</Text>
    </Stack>
  );
}
