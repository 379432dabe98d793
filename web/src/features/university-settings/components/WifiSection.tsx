import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { ListEditor } from './ListEditor';
import { LinkInput, PlaceFields } from './PlaceFields';
import { Section } from './Section';

/** «Wi-Fi»: the networks and how to join them, the RADIUS server's name, the rules and where to get help. */
export function WifiSection({ form }: { form: SettingsForm }) {
  const t = useText();
  const plain = { autoComplete: 'off', spellCheck: false } as const;
  return (
    <Section id="wifi-section" title={t('wifi.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('wifi.certificateNetwork')}
          description={t('wifi.ssidHint')}
          withAsterisk
          {...plain}
          {...form.field('wifi.certificate_network')}
        />
        <TextInput
          label={t('wifi.radius')}
          description={t('wifi.radiusHint')}
          withAsterisk
          {...plain}
          {...form.field('wifi.radius_server')}
        />
      </SimpleGrid>
      <TextInput label={t('wifi.staffNetwork')} withAsterisk {...plain} {...form.field('wifi.staff_network')} />
      <Textarea label={t('wifi.staffNote')} autosize minRows={2} {...form.field('wifi.staff_network_note')} />
      <TextInput label={t('wifi.studentNetwork')} withAsterisk {...plain} {...form.field('wifi.student_network')} />
      <Textarea label={t('wifi.studentNote')} autosize minRows={2} {...form.field('wifi.student_network_note')} />
      <ListEditor<string>
        form={form}
        list="wifi.rules"
        title={t('wifi.rules')}
        itemName={(_, i) => t('wifi.rule', { n: i + 1 })}
        renderItem={(path) => (
          <Textarea label={t('wifi.ruleText')} withAsterisk autosize minRows={2} {...form.field(path)} />
        )}
        newItem={() => ''}
        addLabel={t('wifi.addRule')}
        min={1}
        max={20}
      />
      <LinkInput form={form} path="wifi.rules_url" label={t('wifi.rulesUrl')} required={false} nullable />
      <Stack gap="xs" role="group" aria-labelledby="wifi-help-title">
        <Title order={3} size="h5" id="wifi-help-title">
          {t('wifi.help')}
        </Title>
        <PlaceFields form={form} path="wifi.help" />
      </Stack>
    </Section>
  );
}
