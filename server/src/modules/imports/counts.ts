/** What a run did: rows read, and people created, changed and left as they were. */
export interface ImportCounts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
}

/** Counts people by external_id: new ones, and stored ones the run changed in any way. */
export function countPeople(rows: number, externalIds: readonly string[], stored: ReadonlySet<string>, changed: ReadonlySet<string>): ImportCounts {
  let created = 0;
  let updated = 0;
  for (const id of externalIds) {
    if (!stored.has(id)) created++;
    else if (changed.has(id)) updated++;
  }
  return { rows, created, updated, unchanged: externalIds.length - created - updated };
}
