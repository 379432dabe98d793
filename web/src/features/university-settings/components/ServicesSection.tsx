import { Textarea, TextInput } from '@mantine/core';
import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { ListEditor } from './ListEditor';
import { LinkInput } from './PlaceFields';
import { Section } from './Section';

interface Service {
  name: string;
  description: string;
  url: string;
}

/** «Цифровые сервисы»: the services' names, descriptions and links, in their order. */
export function ServicesSection({ form }: { form: SettingsForm }) {
  const t = useText();
  return (
    <Section id="services-section" title={t('services.title')}>
      <ListEditor<Service>
        form={form}
        list="digital_services"
        title={t('services.title')}
        itemName={(service, i) => service.name.trim() || t('services.service', { n: i + 1 })}
        renderItem={(path) => (
          <>
            <TextInput label={t('link.name')} withAsterisk {...form.field(`${path}.name`)} />
            <Textarea label={t('link.description')} autosize minRows={1} {...form.field(`${path}.description`)} />
            <LinkInput form={form} path={`${path}.url`} label={t('link.url')} />
          </>
        )}
        newItem={() => ({ name: '', description: '', url: '' })}
        addLabel={t('services.addService')}
        min={1}
        max={30}
      />
    </Section>
  );
}
