import type { SettingsForm } from '../settings-form';
import { useText } from '../i18n';
import { LinkInput } from './PlaceFields';
import { Section } from './Section';

/** «Адреса»: the newer cabinet, the student site and its phone address (both may be empty), the timetable site. */
export function AddressesSection({ form }: { form: SettingsForm }) {
  const t = useText();
  return (
    <Section id="addresses-section" title={t('addresses.title')}>
      <LinkInput
        form={form}
        path="new_version_url"
        label={t('addresses.newVersion')}
        description={t('addresses.newVersionHint')}
      />
      <LinkInput
        form={form}
        path="student_site_url"
        label={t('addresses.studentSite')}
        description={t('addresses.studentSiteHint')}
        required={false}
      />
      <LinkInput
        form={form}
        path="student_site_mobile_url"
        label={t('addresses.studentSiteMobile')}
        description={t('addresses.studentSiteMobileHint')}
        required={false}
      />
      <LinkInput
        form={form}
        path="timetable.site_url"
        label={t('addresses.timetable')}
        description={t('addresses.timetableHint')}
      />
    </Section>
  );
}
