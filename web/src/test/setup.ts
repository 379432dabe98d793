import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '../shared/i18n/i18n';

// jsdom's browser says en-US; the tests read the portal in its default, Russian, unless they switch.
beforeEach(() => i18n.changeLanguage('ru'));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lacks these; Mantine reads them.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
