import { Alert, Checkbox, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import {
  EMAIL_MODES,
  MESSAGE_KINDS,
  type EmailMode,
  type MessageChannels,
  type MessageKind,
  type Preferences,
  type PreferencesBody,
} from '@portal/contract';
import { useState } from 'react';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useCards } from '../../../shared/ui/use-cards';
import { applyChange, usePreferences, useSetPreferences } from '../api';
import { useText } from '../i18n';
import { ChoiceFieldset } from './ChoiceFieldset';
import { SettingsSection } from './SettingsSection';
import classes from './settings.module.css';

const CHANNELS = ['email', 'push'] as const satisfies readonly (keyof MessageChannels)[];
type Channel = (typeof CHANNELS)[number];
/** The room the table needs, in rem: the kinds' names and two columns of checkboxes. */
const CHANNELS_TABLE_REM = 20;

/**
 * «Уведомления»: for each kind of message, whether it also comes by e-mail and by push (the inbox
 * always has it), and how the letters come. Each change is saved at once; a refused one is taken
 * back with an error (useSetPreferences).
 */
export function MessagesSection() {
  const t = useText();
  const preferences = usePreferences();
  return (
    <SettingsSection title={t('messages.title')}>
      <Alert variant="light" color="university" icon={<IconInbox aria-hidden />}>
        {t('messages.inbox')}
      </Alert>
      {preferences.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void preferences.refetch()} />
      ) : preferences.data ? (
        <MessageChoices preferences={preferences.data} />
      ) : (
        <Skeleton height={260} aria-busy="true" aria-label={t('messages.table')} />
      )}
    </SettingsSection>
  );
}

function MessageChoices({ preferences: saved }: { preferences: Preferences }) {
  const t = useText();
  const save = useSetPreferences();
  // Drawn from the click itself, not a tick later when the query's copy is told: a checkbox never
  // flickers back. Each new copy of the query (the change, the server's answer, a rollback) replaces it.
  const [preferences, setPreferences] = useState(saved);
  const [shownFrom, setShownFrom] = useState(saved);
  if (shownFrom !== saved) {
    setShownFrom(saved);
    setPreferences(saved);
  }
  const change = (body: PreferencesBody) => {
    setPreferences(applyChange(preferences, body));
    save(body);
  };
  const setChannel = (kind: MessageKind, channel: keyof MessageChannels, on: boolean) =>
    change({ channels: { [kind]: { [channel]: on } } });
  // The table where its three columns fit; on a narrow screen with a large font, a group per kind.
  const { ref, cards } = useCards(CHANNELS_TABLE_REM);
  const channelBox = (kind: MessageKind, channel: Channel, withLabel: boolean) => (
    <Checkbox
      size="md"
      label={withLabel ? t(`messages.${channel}`) : undefined}
      // The same name in both forms: what comes by which channel.
      aria-label={t('messages.channelOf', { channel: t(`messages.${channel}`), kind: t(`messages.kinds.${kind}`) })}
      checked={preferences.channels[kind][channel]}
      onChange={(event) => setChannel(kind, channel, event.currentTarget.checked)}
    />
  );
  return (
    <Stack gap="lg">
      <Stack gap={4} ref={ref}>
        {cards ? (
          <Stack gap="md" role="group" aria-label={t('messages.table')}>
            {MESSAGE_KINDS.map((kind) => (
              <fieldset key={kind} className={classes.fieldset}>
                <legend className={classes.legend}>{t(`messages.kinds.${kind}`)}</legend>
                <Stack gap="xs">{CHANNELS.map((channel) => channelBox(kind, channel, true))}</Stack>
              </fieldset>
            ))}
          </Stack>
        ) : (
          <Table
            className={classes.channels}
            aria-label={t('messages.table')}
            verticalSpacing="sm"
            horizontalSpacing="xs"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('messages.kind')}</Table.Th>
                {CHANNELS.map((channel) => (
                  <Table.Th key={channel} scope="col" className={classes.channel}>
                    {t(`messages.${channel}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MESSAGE_KINDS.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Th scope="row">{t(`messages.kinds.${kind}`)}</Table.Th>
                  {CHANNELS.map((channel) => (
                    <Table.Td key={channel} className={classes.channel}>
                      <div className={classes.checkbox}>{channelBox(kind, channel, false)}</div>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" c="dimmed">
          {t('messages.pushHint')}
        </Text>
      </Stack>
      <ChoiceFieldset<EmailMode>
        legend={t('messages.emailMode')}
        options={EMAIL_MODES.map((mode) => ({ value: mode, label: t(`messages.emailModes.${mode}`) }))}
        value={preferences.email_mode}
        onChange={(email_mode) => change({ email_mode })}
      />
    </Stack>
  );
}
