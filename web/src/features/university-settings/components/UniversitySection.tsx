import { Button, FileButton, Group, Image, Input, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LOGO_TYPES, readLogo } from '../logo';
import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { Section } from './Section';

/** «Университет»: the full and short names, and the logo (a picked image, checked here first, with its preview). */
export function UniversitySection({ form }: { form: SettingsForm }) {
  const t = useText();
  const logoId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const logo = form.values.logo;
  const error = picked ?? form.errors.logo;

  const pick = async (file: File | null) => {
    if (!file) return;
    const read = await readLogo(file);
    if ('error' in read) {
      setPicked(
        t(
          read.error === 'type'
            ? 'university.logoType'
            : read.error === 'size'
              ? 'university.logoSize'
              : 'university.logoUnreadable',
        ),
      );
      return;
    }
    setPicked(null);
    form.set('logo', read.dataUrl);
  };

  return (
    <Section id="university-section" title={t('university.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('university.name')} withAsterisk {...form.field('name')} />
        <TextInput label={t('university.shortName')} withAsterisk {...form.field('short_name')} />
      </SimpleGrid>
      <Input.Wrapper
        id={logoId}
        label={t('university.logo')}
        description={t('university.logoHint')}
        error={error}
        labelElement="div"
      >
        <Group gap="md" mt="xs" align="center">
          <Paper withBorder radius="md" p="xs" w={96} h={96} style={{ display: 'grid', placeItems: 'center' }}>
            {logo ? (
              <Image
                src={logo}
                alt={t('university.logoAlt', { name: form.values.short_name || form.values.name })}
                fit="contain"
                w={76}
                h={76}
              />
            ) : (
              <IconPhoto size={40} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
            )}
          </Paper>
          <Stack gap="xs" style={{ flex: '1 1 180px' }}>
            {!logo && <Text size="sm">{t('university.noLogo')}</Text>}
            <Group gap="xs">
              <FileButton onChange={(file) => void pick(file)} accept={LOGO_TYPES.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    aria-describedby={`${logoId}-description${error ? ` ${logoId}-error` : ''}`}
                  >
                    {logo ? t('university.replaceLogo') : t('university.chooseLogo')}
                  </Button>
                )}
              </FileButton>
              {logo && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => {
                    setPicked(null);
                    form.set('logo', null);
                  }}
                >
                  {t('university.removeLogo')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Input.Wrapper>
    </Section>
  );
}
