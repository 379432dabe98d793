import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readHiddenInstitutes, useHiddenInstitutes, writeHiddenInstitutes } from './hidden-institutes';

const KEY = 'statistics_hidden_institutes';

describe('hidden institutes in localStorage', () => {
  it('writes the ids in order and reads them back', () => {
    writeHiddenInstitutes(new Set([7, 2]));
    expect(localStorage.getItem(KEY)).toBe('[2,7]');
    expect([...readHiddenInstitutes()]).toEqual([2, 7]);
  });

  it('removes the key when nothing is hidden', () => {
    writeHiddenInstitutes(new Set([1]));
    writeHiddenInstitutes(new Set());
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reads broken or foreign values as none hidden, keeping only integer ids', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readHiddenInstitutes().size).toBe(0);
    localStorage.setItem(KEY, '{"a":1}');
    expect(readHiddenInstitutes().size).toBe(0);
    localStorage.setItem(KEY, '[1,"2",3.5,4]');
    expect([...readHiddenInstitutes()]).toEqual([1, 4]);
  });

  it('toggles an institute and stores every change at once', () => {
    localStorage.setItem(KEY, '[3]');
    const { result } = renderHook(() => useHiddenInstitutes());
    expect([...result.current.hidden]).toEqual([3]);
    act(() => result.current.toggle(5));
    expect(localStorage.getItem(KEY)).toBe('[3,5]');
    act(() => result.current.toggle(3));
    expect([...result.current.hidden]).toEqual([5]);
    expect(localStorage.getItem(KEY)).toBe('[5]');
  });
});
