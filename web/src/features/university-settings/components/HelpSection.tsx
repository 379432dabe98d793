import type { UniversityPlace } from '@portal/contract';
import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { ListEditor } from './ListEditor';
import { emptyPlace, LinkInput, PlaceFields } from './PlaceFields';
import { Section } from './Section';

/** «Помощь при входе»: the sign-in's «Помощь» window (000 §2), its offices and the feedback form. */
export function HelpSection({ form }: { form: SettingsForm }) {
  const t = useText();
  return (
    <Section id="help-section" title={t('help.title')} intro={t('help.intro')}>
      <ListEditor<UniversityPlace>
        form={form}
        list="sign_in_help.offices"
        title={t('help.offices')}
        itemName={(office, i) => office.name.trim() || t('help.office', { n: i + 1 })}
        renderItem={(path) => <PlaceFields form={form} path={path} />}
        newItem={emptyPlace}
        addLabel={t('help.addOffice')}
        min={1}
        max={10}
      />
      <LinkInput form={form} path="sign_in_help.feedback_url" label={t('help.feedback')} />
    </Section>
  );
}
