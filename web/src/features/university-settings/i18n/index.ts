import { defineNamespace } from '../../../shared/i18n/namespace';
import { en } from './en';
import { ru } from './ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    universitySettings: typeof ru;
  }
}

export const { useText, text } = defineNamespace('universitySettings', { ru, en });
