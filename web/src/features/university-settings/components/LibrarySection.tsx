import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { LibraryResourceEntry } from '@portal/contract';
import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { ListEditor } from './ListEditor';
import { LinkInput, PlaceFields } from './PlaceFields';
import { Section } from './Section';

/** «Библиотека»: the resources of «Электронные библиотеки» in their order, and the reading hall. */
export function LibrarySection({ form }: { form: SettingsForm }) {
  const t = useText();
  return (
    <Section id="library-section" title={t('library.title')} intro={t('library.intro')}>
      <ListEditor<LibraryResourceEntry>
        form={form}
        list="library_resources"
        title={t('library.resources')}
        itemName={(resource, i) => resource.name.trim() || t('library.resource', { n: i + 1 })}
        renderItem={(path) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput label={t('link.name')} withAsterisk {...form.field(`${path}.name`)} />
              <TextInput
                label={t('library.key')}
                description={t('library.keyHint')}
                withAsterisk
                autoComplete="off"
                spellCheck={false}
                {...form.field(`${path}.key`)}
              />
            </SimpleGrid>
            <Textarea label={t('link.description')} autosize minRows={1} {...form.field(`${path}.description`)} />
            <LinkInput form={form} path={`${path}.url`} label={t('link.url')} />
          </>
        )}
        newItem={() => ({ key: '', name: '', description: '', url: '' })}
        addLabel={t('library.addResource')}
        min={1}
        max={40}
      />
      <Stack gap="xs" role="group" aria-labelledby="library-hall-title">
        <Title order={3} size="h5" id="library-hall-title">
          {t('library.hall')}
        </Title>
        <PlaceFields form={form} path="library_hall" />
      </Stack>
    </Section>
  );
}
