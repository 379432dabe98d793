import { Stack, Text } from '@mantine/core';
import { readImpersonation } from '../../../shared/session/impersonation';
import { useText } from '../i18n';
import { LanguageSection } from './LanguageSection';
import { LowVisionSection } from './LowVisionSection';
import { MessagesSection } from './MessagesSection';
import { PushSection } from './PushSection';
import { SessionsSection } from './SessionsSection';

/**
 * «Настройки» (issue 32 §1), every account's, from the profile menu: the language, the low-vision
 * version, how messages come, push on this device, and the open sessions.
 */
export function SettingsPage() {
  const t = useText();
  // An admin signed in as the user: this device and the user's sessions are not theirs to change.
  const ownSession = readImpersonation() === null;
  return (
    <Stack gap="lg" maw={960}>
      <Text>{t('intro')}</Text>
      <LanguageSection />
      <LowVisionSection />
      <MessagesSection />
      {ownSession && <PushSection />}
      {ownSession && <SessionsSection />}
    </Stack>
  );
}
