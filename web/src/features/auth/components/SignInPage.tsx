import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { chooseSignedOut } from '../../../shared/i18n/language';
import { LanguageSwitch } from '../../../shared/i18n/LanguageSwitch';
import { MAIN_ID } from '../../../shared/ui/landmarks';
import { Logo } from '../../../shared/ui/Logo';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useText } from '../i18n';
import { SignInForm } from './SignInForm';
import { emptySignInValues, type SignInValues, type SignInWindowName } from './sign-in-types';
import classes from './SignInPage.module.css';

const SignInWindows = lazy(() => import('./SignInWindows'));

/**
 * The sign-in screen at `/`: the form, or one of its three windows in its place. Above it the
 * language switch, and `tools` at the right (the app puts «Версия для слабовидящих» there).
 */
export function SignInPage({ tools }: { tools?: ReactNode }) {
  const t = useText();
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
    <Box className={classes.page}>
      {/* Before the main content, so that the skip link leads past them to the form. */}
      <Group component="header" justify="space-between" px="sm" pt="sm">
        <LanguageSwitch onChoose={chooseSignedOut} />
        {tools}
      </Group>
      <Center component="main" id={MAIN_ID} tabIndex={-1} className={classes.middle} p="md">
        <Paper className={classes.card} shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }} withBorder>
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <Logo size={44} />
              <Text size="sm" c="dimmed" ta="center">
                {t('signInSubtitle')}
              </Text>
            </Stack>
            {openWindow ? (
              <Suspense fallback={<PageLoader />}>
                <SignInWindows name={openWindow} onClose={closeWindow} />
              </Suspense>
            ) : (
              <Stack gap="md">
                <Title order={1} size="h2" ta="center">
                  {t('signInTitle')}
                </Title>
                <SignInForm values={values} onChange={setValues} onOpenWindow={setOpenWindow} />
              </Stack>
            )}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
