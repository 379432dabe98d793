import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Logo } from '../../../shared/ui/Logo';
import { policyText } from '../policy-text';
import { authStrings } from '../strings';
import { ForgotPasswordText } from './ForgotPasswordText';
import { HelpText } from './HelpText';
import { PolicyText } from './PolicyText';
import { SignInForm } from './SignInForm';
import { SignInWindow } from './SignInWindow';
import { emptySignInValues, type SignInValues, type SignInWindowName } from './sign-in-types';
import classes from './SignInPage.module.css';

const windows: Record<SignInWindowName, { title: string; body: () => ReactNode }> = {
  policy: { title: policyText.title, body: () => <PolicyText /> },
  forgot: { title: authStrings.forgotTitle, body: () => <ForgotPasswordText /> },
  help: { title: authStrings.helpTitle, body: () => <HelpText /> },
};

/** The sign-in screen at `/`: the form, or one of its three windows in its place. */
export function SignInPage() {
  const [values, setValues] = useState<SignInValues>(emptySignInValues);
  const [openWindow, setOpenWindow] = useState<SignInWindowName | null>(null);

  const lastWindow = useRef<SignInWindowName | null>(null);
  const closeWindow = () => setOpenWindow(null);
  // Back on the form, focus returns to the link that opened the window.
  useEffect(() => {
    if (openWindow) lastWindow.current = openWindow;
    else if (lastWindow.current) document.querySelector<HTMLElement>(`[data-window="${lastWindow.current}"]`)?.focus();
  }, [openWindow]);

  return (
    <Box component="main" className={classes.page}>
      <Center mih="100dvh" p="md">
        <Paper className={classes.card} shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }} withBorder>
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <Logo size={44} />
              <Text size="sm" c="dimmed" ta="center">
                {authStrings.signInSubtitle}
              </Text>
            </Stack>
            {openWindow ? (
              <SignInWindow title={windows[openWindow].title} onClose={closeWindow}>
                {windows[openWindow].body()}
              </SignInWindow>
            ) : (
              <Stack gap="md">
                <Title order={1} size="h2" ta="center">
                  {authStrings.signInTitle}
                </Title>
                <SignInForm
                  values={values}
                  onChange={setValues}
                  onOpenWindow={setOpenWindow}
                />
              </Stack>
            )}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
