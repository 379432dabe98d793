import { useCallback, useSyncExternalStore } from 'react';
import { storage, storageKeys } from './storage';

/** Root font size: everything in rem grows with it (000 §9: 16 px normally, 20 px in low-vision mode). */
const FONT_NORMAL = '16px';
const FONT_LOW_VISION = '20px';

const listeners = new Set<() => void>();

export function isLowVision(): boolean {
  return storage.get(storageKeys.lowVision) === '1';
}

/** Applies the stored mode to the page; called once before the first render. */
export function applyLowVision(on: boolean = isLowVision()): void {
  document.documentElement.style.fontSize = on ? FONT_LOW_VISION : FONT_NORMAL;
  document.documentElement.dataset.lowVision = on ? 'on' : 'off';
}

export function setLowVision(on: boolean): void {
  if (on) storage.set(storageKeys.lowVision, '1');
  else storage.remove(storageKeys.lowVision);
  applyLowVision(on);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLowVision(): [boolean, () => void] {
  const on = useSyncExternalStore(subscribe, isLowVision);
  const toggle = useCallback(() => setLowVision(!isLowVision()), []);
  return [on, toggle];
}
