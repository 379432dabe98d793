import type { Dictionaries } from '@portal/contract/i18n';
import type { ResourceNamespaceMap } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n, registerDictionaries } from './i18n';

/**
 * A feature's namespace: its dictionaries added to i18next, and the functions its code translates
 * with. Both take the feature's keys as they are and the shared and common ones as `shared:…`,
 * `messages:…`. Importing them is what brings the dictionaries in, so a screen never renders keys.
 */
export function defineNamespace<NS extends Exclude<keyof ResourceNamespaceMap, 'shared' | 'messages'>>(
  ns: NS,
  dictionaries: Dictionaries,
) {
  registerDictionaries(ns, dictionaries);
  const namespaces: [NS, 'shared', 'messages'] = [ns, 'shared', 'messages'];
  return {
    /** For a component: it renders again in the new language after a switch. */
    useText: () => useTranslation(namespaces).t,
    /** Outside React (API code, event handlers, titles): the language of the moment. */
    text: i18n.getFixedT(null, namespaces),
  };
}
