import { Stack, Text } from '@mantine/core';
import { useText } from '../i18n';

export function ForgotPasswordText() {
  const t = useText();
  return (
    <Stack gap="sm">
      {t('forgotText', { returnObjects: true }).map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
