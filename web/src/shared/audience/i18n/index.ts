import { defineNamespace } from '../../i18n/namespace';
import { en } from './en';
import { ru } from './ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    audience: typeof ru;
  }
}

export const { useText, text } = defineNamespace('audience', { ru, en });
