import { useCallback, useState } from 'react';
import { storage, storageKeys } from '../../shared/lib/storage';

/** The institutes an admin hid, kept in this browser (000 §9); anything unreadable counts as none hidden. */
export function readHiddenInstitutes(): Set<number> {
  try {
    const value: unknown = JSON.parse(storage.get(storageKeys.statisticsHiddenInstitutes) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function writeHiddenInstitutes(ids: ReadonlySet<number>): void {
  if (ids.size === 0) storage.remove(storageKeys.statisticsHiddenInstitutes);
  else storage.set(storageKeys.statisticsHiddenInstitutes, JSON.stringify([...ids].sort((a, b) => a - b)));
}

/** The hidden set and a toggle that stores every change at once. */
export function useHiddenInstitutes() {
  const [hidden, setHidden] = useState(readHiddenInstitutes);
  const toggle = useCallback(
    (id: number) => {
      const next = new Set(hidden);
      if (!next.delete(id)) next.add(id);
      writeHiddenInstitutes(next);
      setHidden(next);
    },
    [hidden],
  );
  return { hidden, toggle };
}
