import { Button, Group } from '@mantine/core';
import { LANGUAGES, languageNames, type Language } from '@portal/contract/i18n';
import { useLanguage } from './language';

/**
 * «English / Русский»: each language named in itself (and marked so for screen readers), the one
 * spoken pressed. Used where a person who cannot read the current language must find it.
 */
export function LanguageSwitch({ onChoose }: { onChoose: (language: Language) => void }) {
  const spoken = useLanguage();
  return (
    <Group gap={4} role="group" aria-label="Язык / Language">
      {[...LANGUAGES].reverse().map((language) => (
        <Button
          key={language}
          lang={language}
          size="compact-sm"
          variant={language === spoken ? 'light' : 'subtle'}
          aria-pressed={language === spoken}
          onClick={() => language !== spoken && onChoose(language)}
        >
          {languageNames[language]}
        </Button>
      ))}
    </Group>
  );
}
