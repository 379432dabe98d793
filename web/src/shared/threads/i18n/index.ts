import { defineNamespace } from '../../i18n/namespace';
import { en } from './en';
import { ru } from './ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    threads: typeof ru;
  }
}

export const { useText, text } = defineNamespace('threads', { ru, en });
