import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, languageNames, type Language } from '@portal/contract/i18n';
import { chooseSignedIn, useLanguage } from '../../../shared/i18n/language';
import { settingsKeys } from '../api';
import { useText } from '../i18n';
import { ChoiceFieldset } from './ChoiceFieldset';
import { SettingsSection } from './SettingsSection';

/** «Язык»: the profile menu's switch as a choice; the portal speaks it at once, and every device of the user next. */
export function LanguageSection() {
  const t = useText();
  const spoken = useLanguage();
  const queryClient = useQueryClient();
  const choose = (language: Language) => {
    if (language === spoken) return;
    void chooseSignedIn(language, queryClient).then(() =>
      queryClient.invalidateQueries({ queryKey: settingsKeys.preferences, refetchType: 'none' }),
    );
  };
  return (
    <SettingsSection title={t('language.title')}>
      <ChoiceFieldset<Language>
        legend={t('language.legend')}
        inline
        options={LANGUAGES.map((language) => ({ value: language, label: languageNames[language], lang: language }))}
        value={spoken}
        onChange={choose}
      />
    </SettingsSection>
  );
}
