import type { KafedraRow, StatisticsRow } from './repository';
import { hasUser, type UserBits } from './user-bits';

/**
 * The students the table counts, kept while the directory stays the same: the rows (kafedras),
 * and per student its user and its row. A user with two student accounts is counted in each.
 */
export interface CountedStudents {
  rows: KafedraRow[];
  totals: Int32Array;
  userOf: Int32Array;
  rowOf: Int32Array;
}

export function countedStudents({
  rows,
  users,
  kafedras,
}: {
  rows: KafedraRow[];
  users: number[];
  kafedras: number[];
}): CountedStudents {
  const rowOfKafedra = new Map<number, number>();
  rows.forEach((row, r) => row.kafedra_id !== null && rowOfKafedra.set(row.kafedra_id, r));
  const totals = new Int32Array(rows.length);
  // -1: a kafedra made between the two reads, counted from the directory's next version.
  const rowOf = Int32Array.from(kafedras, (kafedra) => rowOfKafedra.get(kafedra) ?? -1);
  for (const row of rowOf) if (row >= 0) totals[row]!++;
  return { rows, totals, userOf: Int32Array.from(users), rowOf };
}

/** The table's rows: per kafedra its students, and those whose user is one of `signedIn`. */
export function countSignedIn(students: CountedStudents, signedIn: UserBits): StatisticsRow[] {
  const active = new Int32Array(students.rows.length);
  for (let i = 0; i < students.userOf.length; i++) {
    const row = students.rowOf[i]!;
    if (row >= 0 && hasUser(signedIn, students.userOf[i]!)) active[row]!++;
  }
  return students.rows.map((row, r) => ({ ...row, total: students.totals[r]!, active: active[r]! }));
}
