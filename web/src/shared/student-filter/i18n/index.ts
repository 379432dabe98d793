import { defineNamespace } from '../../i18n/namespace';
import { en } from './en';
import { ru } from './ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    studentFilter: typeof ru;
  }
}

export const { useText, text } = defineNamespace('studentFilter', { ru, en });
