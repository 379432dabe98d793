import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { accountKeys, SIDEBAR_ICONS, type SidebarIcon, type SidebarLink } from '@portal/contract';
import { sidebarIcons } from '../../../shared/ui/sidebar-icons';
import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { ListEditor } from './ListEditor';
import { LinkInput } from './PlaceFields';
import { Section } from './Section';

/** The icon of a choice, drawn beside its name. */
function IconOf({ name, size = 18 }: { name: string | null | undefined; size?: number }) {
  const Icon = sidebarIcons[(name ?? 'link') as SidebarIcon] ?? sidebarIcons.link;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}

/**
 * «Боковое меню» (000 §2): the university's extra sidebar entries, each for one kind of account: a
 * name, an icon of the short list and an external link.
 */
export function SidebarSection({ form }: { form: SettingsForm }) {
  const t = useText();
  const kinds = accountKeys.map((key) => ({ value: key, label: t(`sidebar.kinds.${key}`) }));
  const icons = SIDEBAR_ICONS.map((icon) => ({ value: icon, label: t(`sidebar.icons.${icon}`) }));
  return (
    <Section id="sidebar-section" title={t('sidebar.title')} intro={t('sidebar.intro')}>
      <ListEditor<SidebarLink>
        form={form}
        list="sidebar_links"
        title={t('sidebar.title')}
        itemName={(entry, i) => entry.name.trim() || t('sidebar.entry', { n: i + 1 })}
        renderItem={(path, entry) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Select
                label={t('sidebar.kind')}
                data={kinds}
                value={entry.account_key}
                onChange={(value) => value && form.set(`${path}.account_key`, value)}
                allowDeselect={false}
                error={form.errors[`${path}.account_key`]}
                withAsterisk
              />
              <Select
                label={t('sidebar.icon')}
                data={icons}
                value={entry.icon}
                onChange={(value) => value && form.set(`${path}.icon`, value)}
                allowDeselect={false}
                leftSection={<IconOf name={entry.icon} />}
                renderOption={({ option }) => (
                  <Group gap="xs" wrap="nowrap">
                    <IconOf name={option.value} />
                    {option.label}
                  </Group>
                )}
                error={form.errors[`${path}.icon`]}
                withAsterisk
              />
            </SimpleGrid>
            <TextInput label={t('sidebar.name')} withAsterisk {...form.field(`${path}.name`)} />
            <LinkInput form={form} path={`${path}.url`} label={t('sidebar.url')} />
          </>
        )}
        newItem={(): SidebarLink => ({ account_key: 'employee', name: '', icon: 'link', url: '' })}
        addLabel={t('sidebar.addEntry')}
        empty={t('sidebar.none')}
        max={30}
      />
    </Section>
  );
}
