import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOW_VISION,
  parseLowVision,
  readLowVision,
  setLowVision,
  startLowVision,
  updateLowVision,
} from './low-vision';

const html = document.documentElement;

describe('parseLowVision', () => {
  it('reads the stored JSON', () => {
    expect(parseLowVision('{"size":28,"scheme":"blue","spacing":"wide","images":false}')).toEqual({
      size: 28,
      scheme: 'blue',
      spacing: 'wide',
      images: false,
    });
  });
  it('is the normal version when nothing (or nothing readable) is stored', () => {
    expect(parseLowVision(null)).toBeNull();
    expect(parseLowVision('')).toBeNull();
    expect(parseLowVision('not json')).toBeNull();
    expect(parseLowVision('[1]')).toBeNull();
  });
  it('reads the value of the version before the panel, "1", as the default settings', () => {
    expect(parseLowVision('1')).toEqual({ size: 20, scheme: 'white', spacing: 'normal', images: true });
  });
  it('gives an unknown or missing field its default', () => {
    expect(parseLowVision('{"size":30,"scheme":"red","images":"no"}')).toEqual(DEFAULT_LOW_VISION);
    expect(parseLowVision('{"size":24}')).toEqual({ ...DEFAULT_LOW_VISION, size: 24 });
  });
});

describe('applying the settings', () => {
  it('sets the root font size and the attributes on <html>, and the normal version takes them away', () => {
    setLowVision({ size: 24, scheme: 'black', spacing: 'wide', images: false });
    expect(html.style.fontSize).toBe('24px');
    expect(html.dataset).toMatchObject({
      lowVision: 'on',
      lvSize: '24',
      lvScheme: 'black',
      lvSpacing: 'wide',
      lvImages: 'off',
    });
    expect(JSON.parse(localStorage.getItem('low_vision')!)).toEqual({
      size: 24,
      scheme: 'black',
      spacing: 'wide',
      images: false,
    });

    setLowVision(null);
    expect(html.style.fontSize).toBe('16px');
    expect(html.dataset.lowVision).toBe('off');
    expect(html.dataset.lvScheme).toBeUndefined();
    expect(localStorage.getItem('low_vision')).toBeNull();
  });

  it('changes one setting and keeps the others', () => {
    setLowVision({ ...DEFAULT_LOW_VISION, scheme: 'blue' });
    updateLowVision({ size: 28 });
    expect(readLowVision()).toEqual({ ...DEFAULT_LOW_VISION, scheme: 'blue', size: 28 });
  });

  it('rewrites the old "1" as JSON at start', () => {
    localStorage.setItem('low_vision', '1');
    startLowVision();
    expect(JSON.parse(localStorage.getItem('low_vision')!)).toEqual(DEFAULT_LOW_VISION);
    expect(html.style.fontSize).toBe('20px');
  });

  it('follows a change made in another tab (the storage event)', () => {
    startLowVision();
    localStorage.setItem('low_vision', JSON.stringify({ size: 28, scheme: 'blue', spacing: 'normal', images: true }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'low_vision' }));
    expect(html.dataset.lvScheme).toBe('blue');
    expect(html.style.fontSize).toBe('28px');

    localStorage.removeItem('low_vision');
    window.dispatchEvent(new StorageEvent('storage', { key: 'low_vision' }));
    expect(html.dataset.lowVision).toBe('off');
    expect(html.style.fontSize).toBe('16px');
  });
});
