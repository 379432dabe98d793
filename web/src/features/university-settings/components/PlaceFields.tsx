import { SimpleGrid, TextInput } from '@mantine/core';
import type { UniversityPlace } from '@portal/contract';
import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';

/** An empty place to come to: an office, a contact. */
export const emptyPlace = (): UniversityPlace => ({ name: '', address: '', hours: '', phone: null, email: null });

/** The fields of a place to come to at `path`: name, address, hours, phone and e-mail (these two may be empty). */
export function PlaceFields({ form, path }: { form: SettingsForm; path: string }) {
  const t = useText();
  return (
    <>
      <TextInput label={t('place.name')} withAsterisk {...form.field(`${path}.name`)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label={t('place.address')} {...form.field(`${path}.address`)} />
        <TextInput label={t('place.hours')} {...form.field(`${path}.hours`)} />
        <TextInput label={t('place.phone')} type="tel" {...form.field(`${path}.phone`, { nullable: true })} />
        <TextInput
          label={t('place.email')}
          type="email"
          autoComplete="off"
          {...form.field(`${path}.email`, { nullable: true })}
        />
      </SimpleGrid>
    </>
  );
}

/** A link field: `type="url"` (the phone's keyboard), checked as http(s) by the contract. */
export function LinkInput({
  form,
  path,
  label,
  description,
  required = true,
  nullable = false,
}: {
  form: SettingsForm;
  path: string;
  label: string;
  description?: string;
  required?: boolean;
  nullable?: boolean;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      withAsterisk={required}
      {...form.field(path, { nullable })}
    />
  );
}
