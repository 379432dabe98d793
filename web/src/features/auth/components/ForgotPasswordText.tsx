import { Stack, Text } from '@mantine/core';
import { authStrings } from '../strings';

export function ForgotPasswordText() {
  return (
    <Stack gap="sm">
      {authStrings.forgotText.map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
