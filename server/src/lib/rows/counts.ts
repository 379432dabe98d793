/** Rows added, changed and left as they were. */
export interface Tally {
  created: number;
  updated: number;
  unchanged: number;
}

/** What a run did: rows read, and people created, changed and left as they were. */
export interface ImportCounts extends Tally {
  rows: number;
  /** The structure rows the file names (institutes … groups; departments, posts, work types); the account data only. */
  structure?: Tally;
  /** People who left with this run, and people who came back (the account data only; issue 33). */
  leavers?: { left: number; returned: number };
}

/** Counts people by external_id: new ones, and stored ones the run changed in any way. */
export function countPeople(
  rows: number,
  externalIds: readonly string[],
  stored: ReadonlySet<string>,
  changed: ReadonlySet<string>,
): ImportCounts {
  let created = 0;
  let updated = 0;
  for (const id of externalIds) {
    if (!stored.has(id)) created++;
    else if (changed.has(id)) updated++;
  }
  return { rows, created, updated, unchanged: externalIds.length - created - updated };
}

/**
 * Counts the structure rows of a run as its upserts by natural key answer them: each upsert names
 * some rows and returns those it inserted or changed (`inserted` told by `xmax = 0`).
 */
export class StructureTally {
  readonly #tally: Tally = { created: 0, updated: 0, unchanged: 0 };

  add(named: number, written: readonly { inserted: boolean }[]): void {
    const created = written.filter((w) => w.inserted).length;
    const updated = written.length - created;
    this.#tally.created += created;
    this.#tally.updated += updated;
    this.#tally.unchanged += named - created - updated;
  }

  get counts(): Tally {
    return { ...this.#tally };
  }
}
