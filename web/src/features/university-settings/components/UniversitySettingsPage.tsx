import { Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UniversitySettingsAnswer } from '@portal/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { formatDateTime } from '../../../shared/lib/dates';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useSaveUniversitySettings, useUniversitySettings } from '../api';
import { useSettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { AddressesSection } from './AddressesSection';
import { HelpSection } from './HelpSection';
import { LibrarySection } from './LibrarySection';
import { MailSection } from './MailSection';
import { ServicesSection } from './ServicesSection';
import { SidebarSection } from './SidebarSection';
import { UniversitySection } from './UniversitySection';
import { WifiSection } from './WifiSection';
import classes from './UniversitySettingsPage.module.css';

/** The sections in their order: their anchors and titles, for the contents. */
const SECTIONS = [
  ['university-section', 'university.title'],
  ['help-section', 'help.title'],
  ['library-section', 'library.title'],
  ['mail-section', 'mail.title'],
  ['services-section', 'services.title'],
  ['wifi-section', 'wifi.title'],
  ['addresses-section', 'addresses.title'],
  ['sidebar-section', 'sidebar.title'],
] as const;

/** «Настройки университета» (issue 33, admins): the university's names, links and texts, saved at once everywhere. */
export function UniversitySettingsPage() {
  const t = useText();
  const query = useUniversitySettings();
  if (query.isError) return <ErrorState message={t('failed')} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Stack gap="md" maw={960} aria-busy="true">
        <Skeleton height={20} width="70%" />
        <Skeleton height={220} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  return <SettingsEditor answer={query.data} />;
}

function LastChange({ answer }: { answer: UniversitySettingsAnswer }) {
  const t = useText();
  if (!answer.updated_at) return <Text size="sm">{t('neverChanged')}</Text>;
  const when = formatDateTime(answer.updated_at);
  return (
    <Text size="sm">
      {answer.updated_by ? t('lastChange', { when, who: answer.updated_by.full_name }) : t('lastChangeAt', { when })}
    </Text>
  );
}

function SettingsEditor({ answer }: { answer: UniversitySettingsAnswer }) {
  const t = useText();
  const form = useSettingsForm(answer.settings);
  const save = useSaveUniversitySettings();
  const formRef = useRef<HTMLFormElement>(null);
  // The answer changes when this form saves, or when another admin did (a live event): a form not
  // changed here takes the new values; a changed one keeps its own and says so.
  const [known, setKnown] = useState(answer.updated_at);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  if (answer.updated_at !== known) {
    setKnown(answer.updated_at);
    const own = save.data?.updated_at === answer.updated_at;
    if (own || !form.dirty) {
      form.reset(answer.settings);
      setChangedElsewhere(false);
    } else setChangedElsewhere(true);
  }
  // The first field a check or the server found wrong gets the focus.
  const [showErrors, setShowErrors] = useState(0);
  useEffect(() => {
    if (showErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [showErrors]);

  // Changes not saved: the browser asks before the tab closes, the app before another screen opens.
  const unsaved = form.dirty && !save.isPending;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.check();
    if (!body) {
      setShowErrors((n) => n + 1);
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(saved.settings);
        setChangedElsewhere(false);
        notifications.show({ color: 'green', message: t('saved') });
      },
      onError: (cause) => {
        form.fail(cause, t('saveFailed'));
        setShowErrors((n) => n + 1);
      },
    });
  };
  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate maw={960} className={classes.form}>
      <Stack gap="lg">
        <Text>{t('intro')}</Text>
        <nav aria-label={t('contents')}>
          <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <Anchor href={`#${id}`} size="sm">
                  {t(title)}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
        <UniversitySection form={form} />
        <HelpSection form={form} />
        <LibrarySection form={form} />
        <MailSection form={form} />
        <ServicesSection form={form} />
        <WifiSection form={form} />
        <AddressesSection form={form} />
        <SidebarSection form={form} />
      </Stack>
      <Paper
        withBorder
        shadow="sm"
        radius="md"
        p="sm"
        mt="lg"
        style={{ position: 'sticky', bottom: 'calc(var(--app-shell-footer-offset, 0rem) + 8px)', zIndex: 2 }}
      >
        <Stack gap="xs">
          {changedElsewhere && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} p="xs">
              {t('changedElsewhere')}
            </Alert>
          )}
          {(form.failure || hasErrors) && (
            <Text c="red.8" size="sm" role="alert">
              {form.failure ?? t('fixErrors')}
            </Text>
          )}
          <Group justify="space-between" gap="sm">
            <LastChange answer={answer} />
            <Group gap="sm">
              {!form.dirty && !save.isPending && (
                <Text size="sm" c="dimmed">
                  {t('unchanged')}
                </Text>
              )}
              <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
                {t('save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('leaveTitle')}
        question={t('leaveQuestion')}
        confirm={t('leave')}
        cancel={t('stay')}
        danger
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </Box>
  );
}
