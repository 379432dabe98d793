import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { universitySettings, type UniversityPlace } from '@portal/contract';
import { rangeAt } from '../../../shared/lib/contract-schema';
import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { ListEditor } from './ListEditor';
import { emptyPlace, LinkInput, PlaceFields } from './PlaceFields';
import { Section } from './Section';

/** «Почта»: «Корпоративная почта»'s links, the addresses' domain, a new mailbox's hours and the contacts. */
export function MailSection({ form }: { form: SettingsForm }) {
  const t = useText();
  const hours = form.field('email.activation_hours');
  return (
    <Section id="mail-section" title={t('mail.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LinkInput form={form} path="email.webmail_url" label={t('mail.webmail')} />
        <LinkInput form={form} path="email.office365_url" label={t('mail.office365')} />
        <TextInput
          label={t('mail.domain')}
          description={t('mail.domainHint')}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          {...form.field('email.domain')}
        />
        <NumberInput
          label={t('mail.activation')}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          {...rangeAt(universitySettings, 'email.activation_hours')}
          value={form.values.email.activation_hours}
          onChange={(value) =>
            form.set('email.activation_hours', typeof value === 'number' ? value : Number(value) || 0)
          }
          error={hours.error}
        />
      </SimpleGrid>
      <ListEditor<UniversityPlace>
        form={form}
        list="email.contacts"
        title={t('mail.contacts')}
        itemName={(place, i) => place.name.trim() || t('mail.contact', { n: i + 1 })}
        renderItem={(path) => <PlaceFields form={form} path={path} />}
        newItem={emptyPlace}
        addLabel={t('mail.addContact')}
        empty={t('mail.noContacts')}
      />
    </Section>
  );
}
