import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@portal/contract/i18n';
import type { UserInfo } from '@portal/contract';
import { apiLater } from '../api/deferred';
import { storage, storageKeys } from '../lib/storage';
import { sessionKey } from '../session/session-api';
import { i18n } from './i18n';

/** The language the interface speaks now; a component using it renders again after a switch. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'ru';
}

function apply(language: Language): void {
  storage.set(storageKeys.language, language);
  void i18n.changeLanguage(language);
}

/** The switch on the sign-in screen: kept on this browser, and the user's once they sign in. */
export function chooseSignedOut(language: Language): void {
  // Kept in the browser, not in memory: the sign-in may come after a reload.
  storage.set(storageKeys.languageChosenSignedOut, '1');
  apply(language);
}

async function save(language: Language, queryClient: QueryClient): Promise<void> {
  try {
    const { user_info } = await apiLater((c) => c.authEndpoints.setLanguage, { body: { language } });
    queryClient.setQueryData(sessionKey, user_info);
  } catch (error) {
    // The interface already speaks it; only the other devices will not know.
    notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
  }
}

/** The switch of a signed-in user: the interface at once, and the user's setting for every device. */
export function chooseSignedIn(language: Language, queryClient: QueryClient): Promise<void> {
  apply(language);
  return save(language, queryClient);
}

/**
 * Settles the language with the signed-in user's setting: one just chosen on the sign-in screen
 * becomes their setting; otherwise their setting (made on another device, say) is spoken here.
 */
export function useUserLanguage(user: UserInfo | undefined, queryClient: QueryClient): void {
  const language = user?.language;
  useEffect(() => {
    if (!language) return;
    const spoken = isLanguage(i18n.language) ? i18n.language : 'ru';
    const chosenSignedOut = storage.get(storageKeys.languageChosenSignedOut) !== null;
    storage.remove(storageKeys.languageChosenSignedOut);
    if (chosenSignedOut && language !== spoken) void save(spoken, queryClient);
    else if (language !== spoken) apply(language);
  }, [language, queryClient]);
}
