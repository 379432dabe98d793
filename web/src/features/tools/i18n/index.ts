import { defineNamespace } from '../../../shared/i18n/namespace';
import { en } from './en';
import { ru } from './ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    tools: typeof ru;
  }
}

export const { useText, text } = defineNamespace('tools', { ru, en });
