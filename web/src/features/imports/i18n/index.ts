import { defineNamespace } from '../../../shared/i18n/namespace';
import { en } from './en';
import { ru } from './ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    imports: typeof ru;
  }
}

export const { useText, text } = defineNamespace('imports', { ru, en });
