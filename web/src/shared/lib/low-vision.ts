import { useSyncExternalStore } from 'react';
import {
  LOW_VISION_SCHEMES,
  LOW_VISION_SIZES,
  LOW_VISION_SPACINGS,
  type LowVisionScheme,
  type LowVisionSize,
  type LowVisionSpacing,
} from '@portal/contract/low-vision';
import { storage, storageKeys } from './storage';

/**
 * The low-vision version, like the panels of the Russian government sites: font size, colour scheme,
 * letter spacing and images. Kept in localStorage `low_vision` as JSON (absent: the normal version),
 * shown on <html> as data attributes that global.css and the low-vision schemes read, and followed
 * when another tab changes it. Signed in, they are also the user's setting on every device
 * (features/settings/low-vision-sync.ts).
 */
export { LOW_VISION_SCHEMES, LOW_VISION_SIZES, LOW_VISION_SPACINGS };
export type { LowVisionScheme, LowVisionSize, LowVisionSpacing };

export interface LowVisionSettings {
  size: LowVisionSize;
  scheme: LowVisionScheme;
  spacing: LowVisionSpacing;
  images: boolean;
}

/** What «Версия для слабовидящих» starts with (000 §9: 20 px) and what the old stored '1' meant. */
export const DEFAULT_LOW_VISION: LowVisionSettings = { size: 20, scheme: 'white', spacing: 'normal', images: true };

/** Root font size of the normal version; everything in rem follows the root. */
const NORMAL_FONT_PX = 16;

function oneOf<T>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * The stored value as settings: null is the normal version; '1' (before the panel) is the defaults; unknown fields take
 * defaults.
 */
export function parseLowVision(raw: string | null): LowVisionSettings | null {
  if (raw === null || raw === '') return null;
  if (raw === '1') return DEFAULT_LOW_VISION;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Partial<Record<keyof LowVisionSettings, unknown>>;
  return {
    size: oneOf(LOW_VISION_SIZES, stored.size, DEFAULT_LOW_VISION.size),
    scheme: oneOf(LOW_VISION_SCHEMES, stored.scheme, DEFAULT_LOW_VISION.scheme),
    spacing: oneOf(LOW_VISION_SPACINGS, stored.spacing, DEFAULT_LOW_VISION.spacing),
    images: typeof stored.images === 'boolean' ? stored.images : DEFAULT_LOW_VISION.images,
  };
}

export function serializeLowVision(settings: LowVisionSettings): string {
  const { size, scheme, spacing, images } = settings;
  return JSON.stringify({ size, scheme, spacing, images });
}

// useSyncExternalStore wants the same object while the stored text is the same.
let cachedRaw: string | null | undefined;
let cachedSettings: LowVisionSettings | null = null;

export function readLowVision(): LowVisionSettings | null {
  const raw = storage.get(storageKeys.lowVision);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSettings = parseLowVision(raw);
  }
  return cachedSettings;
}

/** Shows the settings on <html>: the root font size and the attributes the styles select on. */
export function applyLowVision(settings: LowVisionSettings | null = readLowVision()): void {
  const html = document.documentElement;
  html.style.fontSize = `${settings?.size ?? NORMAL_FONT_PX}px`;
  html.dataset.lowVision = settings ? 'on' : 'off';
  if (settings) {
    html.dataset.lvSize = String(settings.size);
    html.dataset.lvScheme = settings.scheme;
    html.dataset.lvSpacing = settings.spacing;
    html.dataset.lvImages = settings.images ? 'on' : 'off';
    // Native parts (scrollbars, form controls) follow a dark page too.
    html.style.colorScheme = settings.scheme === 'black' ? 'dark' : 'light';
  } else {
    delete html.dataset.lvSize;
    delete html.dataset.lvScheme;
    delete html.dataset.lvSpacing;
    delete html.dataset.lvImages;
    html.style.colorScheme = '';
  }
}

const listeners = new Set<() => void>();
/** Told of the changes made in this tab only (another tab's are its own to save). */
const choiceListeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after each change made in this tab (not one followed from another tab); returns the unsubscribe. */
export function onLowVisionChosen(listener: () => void): () => void {
  choiceListeners.add(listener);
  return () => {
    choiceListeners.delete(listener);
  };
}

/** Stores and applies the settings; null returns the normal version. */
export function setLowVision(settings: LowVisionSettings | null): void {
  if (settings) storage.set(storageKeys.lowVision, serializeLowVision(settings));
  else storage.remove(storageKeys.lowVision);
  // Chosen here and not saved as the user's setting yet (signed out, or a reload came first): the
  // next start saves it instead of taking the server's (features/settings/low-vision-sync.ts).
  storage.set(storageKeys.lowVisionUnsaved, '1');
  applyLowVision(readLowVision());
  notify();
  choiceListeners.forEach((listener) => listener());
}

/** Changes one setting of the low-vision version (turning it on with the defaults when it was off). */
export function updateLowVision(change: Partial<LowVisionSettings>): void {
  setLowVision({ ...(readLowVision() ?? DEFAULT_LOW_VISION), ...change });
}

let started = false;

/**
 * Called once before the first render: applies the stored version (so nothing jumps after load),
 * rewrites the old value '1' as JSON, and follows changes made in other tabs (the storage event).
 */
export function startLowVision(): void {
  if (storage.get(storageKeys.lowVision) === '1')
    storage.set(storageKeys.lowVision, serializeLowVision(DEFAULT_LOW_VISION));
  applyLowVision();
  if (started) return;
  started = true;
  window.addEventListener('storage', (event) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== null && event.key !== storageKeys.lowVision) return;
    applyLowVision(readLowVision());
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current low-vision settings (null: the normal version); re-renders on every change, in this tab or another. */
export function useLowVision(): LowVisionSettings | null {
  return useSyncExternalStore(subscribe, readLowVision, () => null);
}
