import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconExternalLink, IconMail, IconBrandOffice } from '@tabler/icons-react';
import { AutoGrid } from '../../../shared/ui/AutoGrid';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useUniversityInfo } from '../api';
import { useText } from '../i18n';
import { PlaceCard } from './PlaceCard';

function MailLink({ name, hint, url, icon }: { name: string; hint: string; url: string; icon: React.ReactNode }) {
  const t = useText();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        {icon}
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={t('email.openNamed', { name })}
        >
          {t('email.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * «Корпоративная почта» (002 §2.5 «E-mail»): the mail in the browser and Office 365, the notice
 * that a new mailbox starts working within 3 hours, and where to come in person.
 */
export function EmailPage() {
  const t = useText();
  const info = useUniversityInfo();
  if (info.isError) return <ErrorState message={t('email.failed')} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton height={240} maw={900} aria-busy="true" />;
  const { email } = info.data;
  return (
    <Stack gap="lg" maw={900}>
      <Text>{t('email.intro', { domain: email.domain })}</Text>
      <AutoGrid min={18} maxCols={2}>
        <MailLink
          name={t('email.webmail')}
          hint={t('email.webmailHint')}
          url={email.webmail_url}
          icon={<IconMail size={28} aria-hidden />}
        />
        <MailLink
          name={t('email.office')}
          hint={t('email.officeHint')}
          url={email.office365_url}
          icon={<IconBrandOffice size={28} aria-hidden />}
        />
      </AutoGrid>
      <Alert color="yellow" variant="light" icon={<IconClockHour4 aria-hidden />} title={t('email.activationTitle')}>
        {t('email.activation', { hours: t('email.hours', { count: email.activation_hours }) })}
      </Alert>
      <Stack component="section" gap="sm" aria-labelledby="mail-contacts">
        <Title order={2} size="h4" id="mail-contacts">
          {t('email.contacts')}
        </Title>
        <AutoGrid component="ul" min={18} maxCols={2}>
          {email.contacts.map((place) => (
            <PlaceCard key={place.name} place={place} />
          ))}
        </AutoGrid>
      </Stack>
    </Stack>
  );
}
