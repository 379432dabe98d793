import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

const namespaces: ['shared', 'messages'] = ['shared', 'messages'];

/**
 * The shared pieces' texts (the `shared` namespace; the common messages as `messages:…`) in a
 * component: it renders again after a switch.
 */
export const useSharedText = () => useTranslation(namespaces).t;

/** The same outside React: the language of the moment. */
export const sharedText = i18n.getFixedT(null, namespaces);
