import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrandAndroid,
  IconBrandApple,
  IconBrandWindows,
  IconCertificate,
  IconDownload,
  IconExternalLink,
  IconKey,
  IconWifi,
} from '@tabler/icons-react';
import type { WifiCredentials, WifiFile, WifiSettings } from '@portal/contract';
import { isApiError } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/lib/dates';
import { CopyValueButton } from '../../../shared/ui/CopyValueButton';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { downloadWifiFile, useUniversityInfo, useWifiCredentials } from '../api';
import { useText } from '../i18n';
import { PlaceCard } from './PlaceCard';
import { AutoGrid } from '../../../shared/ui/AutoGrid';

type System = 'windows' | 'apple' | 'android';
const fileOf: Record<System, WifiFile> = { windows: 'wininstaller', apple: 'profileios', android: 'crtandroid' };

/** The tab to open first: the system of the device the page is opened on. */
function systemOfThisDevice(): System {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/Android/i.test(agent)) return 'android';
  if (/iPhone|iPad|iPod|Macintosh/i.test(agent)) return 'apple';
  return 'windows';
}

/** A network of the university: its name, how it is joined, and what to know. */
function NetworkCard({
  name,
  how,
  icon,
  children,
}: {
  name: string;
  how: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Text fw={700} ff="monospace" size="lg">
            {name}
          </Text>
        </Group>
        <Badge variant="light" tt="none" size="md" style={{ alignSelf: 'flex-start' }}>
          {how}
        </Badge>
        <Text size="sm">{children}</Text>
      </Stack>
    </Paper>
  );
}

/**
 * The download of one system's file, with its own progress and its failure (002 §8: the server's error is kept and
 * shown).
 */
function DownloadButton({ file }: { file: WifiFile }) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadWifiFile(file);
    } catch (err) {
      setError(isApiError(err) ? err.message : t('wifi.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={busy}
        loaderProps={{ 'aria-label': t('wifi.downloading') }}
        onClick={() => void download()}
      >
        {t(`wifi.download.${file}`)}
      </Button>
      {error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('wifi.downloadFailed')}
          role="alert"
        >
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** A step: its text, and the fields it fills in, if any. */
type Step = string | { text: string; items: readonly string[] };

function Steps({ steps, label }: { steps: readonly Step[]; label: string }) {
  const t = useText();
  return (
    <List type="ordered" spacing="xs" aria-label={label}>
      {steps.map((step) =>
        typeof step === 'string' ? (
          <List.Item key={step}>{step}</List.Item>
        ) : (
          <List.Item key={step.text}>
            {step.text}
            <List withPadding spacing={4} mt={4} aria-label={t('wifi.androidFields')}>
              {step.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </List.Item>
        ),
      )}
    </List>
  );
}

/**
 * The Android tab's login and certificate password (002 §2.5: «shows the certificate password and the username from the
 * server»).
 */
function Credentials({ credentials }: { credentials: WifiCredentials }) {
  const t = useText();
  const rows = [
    { name: t('wifi.username'), value: credentials.username, icon: <IconWifi size={18} aria-hidden /> },
    { name: t('wifi.password'), value: credentials.password, icon: <IconKey size={18} aria-hidden /> },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="wifi-credentials">
      <Stack gap="sm">
        <Title order={4} size="h5" id="wifi-credentials">
          {t('wifi.credentials')}
        </Title>
        <Stack component="dl" gap="sm" m={0}>
          {rows.map(({ name, value, icon }) => (
            <div key={name}>
              <Group component="dt" gap={6} wrap="nowrap">
                {icon}
                <Text size="sm" c="dimmed" component="span">
                  {name}
                </Text>
              </Group>
              <Group component="dd" m={0} gap="sm" wrap="nowrap">
                <Text component="span" ff="monospace" fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
                <CopyValueButton value={value} name={name} />
              </Group>
            </div>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('wifi.keepPrivate')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Step 2: the networks by account type and the devices' tabs, once the rules are agreed to. */
function Instruction({ wifi }: { wifi: WifiSettings }) {
  const t = useText();
  const credentials = useWifiCredentials(true);
  const [system, setSystem] = useState<System>(systemOfThisDevice);
  const heading = useRef<HTMLHeadingElement>(null);
  // The instruction has just opened below the rules: the reader is taken to it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  const network = wifi.certificate_network;
  const radius = wifi.radius_server;
  return (
    <Stack component="section" gap="md" aria-labelledby="wifi-connect">
      <Title order={2} size="h4" id="wifi-connect" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t('wifi.connectTitle')}
      </Title>
      {credentials.isError ? (
        <ErrorState
          message={`${t('wifi.failed')} ${isApiError(credentials.error) ? credentials.error.message : ''}`.trim()}
          onRetry={() => void credentials.refetch()}
        />
      ) : !credentials.data ? (
        <Skeleton height={360} aria-busy="true" />
      ) : (
        <>
          <Stack component="section" gap="sm" aria-labelledby="wifi-networks">
            <Title order={3} size="h5" id="wifi-networks">
              {t('wifi.networks')}
            </Title>
            <AutoGrid component="ul" min={18} maxCols={2}>
              <NetworkCard
                name={network}
                how={t('wifi.certificateNetwork')}
                icon={<IconCertificate size={22} aria-hidden />}
              >
                {t('wifi.certificateNetworkNote', { lastDay: formatDate(credentials.data.valid_until) })}
              </NetworkCard>
              <NetworkCard
                name={wifi.staff_network}
                how={t('wifi.loginNetwork')}
                icon={<IconWifi size={22} aria-hidden />}
              >
                {wifi.staff_network_note}
              </NetworkCard>
            </AutoGrid>
          </Stack>
          <Stack component="section" gap="sm" aria-labelledby="wifi-devices">
            <Title order={3} size="h5" id="wifi-devices">
              {t('wifi.devices')}
            </Title>
            <Text size="sm">{t('wifi.devicesHint')}</Text>
            <Tabs value={system} onChange={(v) => v && setSystem(v as System)} variant="outline">
              <Tabs.List>
                <Tabs.Tab value="windows" leftSection={<IconBrandWindows size={18} aria-hidden />}>
                  {t('wifi.tabs.windows')}
                </Tabs.Tab>
                <Tabs.Tab value="apple" leftSection={<IconBrandApple size={18} aria-hidden />}>
                  {t('wifi.tabs.apple')}
                </Tabs.Tab>
                <Tabs.Tab value="android" leftSection={<IconBrandAndroid size={18} aria-hidden />}>
                  {t('wifi.tabs.android')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="windows" pt="md">
                <Stack gap="md">
                  <DownloadButton file={fileOf.windows} />
                  <Steps
                    steps={t('wifi.windows', { returnObjects: true, network, radius })}
                    label={t('wifi.stepsLabel', { system: t('wifi.tabs.windows') })}
                  />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="apple" pt="md">
                <Stack gap="md">
                  <Text size="sm" c="dimmed">
                    {t('wifi.applePlatforms')}
                  </Text>
                  <DownloadButton file={fileOf.apple} />
                  <Steps
                    steps={t('wifi.apple', { returnObjects: true, network })}
                    label={t('wifi.stepsLabel', { system: t('wifi.applePlatforms') })}
                  />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="android" pt="md">
                <Stack gap="md">
                  <DownloadButton file={fileOf.android} />
                  <Steps
                    steps={[
                      ...t('wifi.android', { returnObjects: true, network }),
                      t('wifi.androidConnect', { returnObjects: true, network, radius }),
                    ]}
                    label={t('wifi.stepsLabel', { system: t('wifi.tabs.android') })}
                  />
                  <Credentials credentials={credentials.data} />
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </>
      )}
      <Stack component="section" gap="sm" aria-labelledby="wifi-help">
        <Title order={3} size="h5" id="wifi-help">
          {t('wifi.help')}
        </Title>
        <AutoGrid component="ul" min={18} maxCols={2}>
          <PlaceCard place={wifi.help} />
        </AutoGrid>
      </Stack>
    </Stack>
  );
}

/**
 * «Wi-Fi» (002 §2.5 «Wi-Fi»): step 1, the network's rules and the consent, which «Инструкция»
 * needs ticked (002 §5); step 2, the networks an employee joins (the certificate network and the
 * staff login network) and the Windows, Apple and Android tabs with their steps and downloads, the
 * Android tab with the login and the certificate password.
 */
export function WifiPage() {
  const t = useText();
  const info = useUniversityInfo();
  const [consent, setConsent] = useState(false);
  const [open, setOpen] = useState(false);
  if (info.isError) return <ErrorState message={t('wifi.failed')} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton height={320} maw={900} aria-busy="true" />;
  const { wifi } = info.data;
  return (
    <Stack gap="lg" maw={900}>
      <Text>{t('wifi.intro')}</Text>
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="wifi-rules">
        <Stack gap="sm">
          <Title order={2} size="h4" id="wifi-rules">
            {t('wifi.rulesTitle')}
          </Title>
          <List type="ordered" spacing="xs">
            {wifi.rules.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List>
          {wifi.rules_url && (
            <Anchor
              href={wifi.rules_url}
              target="_blank"
              rel="noreferrer"
              size="sm"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('wifi.rulesDocument')} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
            </Anchor>
          )}
          <Checkbox
            mt="xs"
            checked={consent}
            label={t('wifi.consent')}
            onChange={(event) => {
              setConsent(event.currentTarget.checked);
              // Without the consent the instruction closes again (002 §5).
              if (!event.currentTarget.checked) setOpen(false);
            }}
          />
          <Group gap="sm">
            <Button
              disabled={!consent}
              onClick={() => setOpen(true)}
              aria-describedby={consent ? undefined : 'wifi-consent-first'}
            >
              {t('wifi.instruction')}
            </Button>
            {!consent && (
              <Text size="sm" c="dimmed" id="wifi-consent-first">
                {t('wifi.consentFirst')}
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>
      {open && consent && <Instruction wifi={wifi} />}
    </Stack>
  );
}
