import type { CellValue, Font } from 'exceljs';
import type { DbOrTx } from '../../db/client';
import type { ReportKindName } from './repository';

/** A report as its list answers it; a kind may add to it (ReportKind.answer). */
export interface ReportAnswer {
  id: number;
  created_at: string;
  status: number;
}

/** A person as a report's row starts: the rows of `personColumns` (the repository). */
export interface ReportPerson {
  user_id: number;
  surname: string;
  name: string;
  patronymic: string | null;
  email: string | null;
  /** The student's groups, or else the employee's departments, comma-joined. */
  unit: string | null;
}

/** A person's first cells: full name, e-mail, group or department. */
export const personCells = (p: ReportPerson): CellValue[] => [
  [p.surname, p.name, p.patronymic].filter(Boolean).join(' '),
  p.email ?? '',
  p.unit ?? '',
];

/**
 * What a report's one sheet holds: rows above the table (a title, a comment), the header, and the
 * rows, a person each, read a page at a time in user id order.
 */
export interface ReportSheet<Row extends { user_id: number }> {
  name: string;
  /** The columns' widths, in characters. */
  widths: number[];
  /** Rows above the header, each with its font; the sheet scrolls below the header. */
  above?: { cells: CellValue[]; font?: Partial<Font> }[];
  header: string[];
  /** At most `limit` rows with a user id above `after`, in user id order. */
  page(after: number, limit: number): Promise<Row[]>;
  cells(row: Row): CellValue[];
}

/**
 * A kind of report (a notification's recipients, a poll's answers): whose it is, what it lists,
 * and how it is named and answered. The reports module does the rest: the table, the job that
 * writes the xlsx, the list, create and download calls.
 *
 * `Ref` is how a route names the owner (an id, or a poll's id or uuid).
 */
export interface ReportKind<Ref, Owner extends { id: number }, Row extends { user_id: number }, Answer> {
  name: ReportKindName;
  /** The job that writes the file (its queue's name). */
  job: string;
  /** Reports a page of the list. */
  pageSize: number;
  owner(db: DbOrTx, ref: Ref): Promise<Owner | undefined>;
  /** The 404's message when the owner a call names does not exist. */
  ownerNotFound(call: 'list' | 'create' | 'download'): string;
  /** The downloaded file's name. */
  fileName(owner: Owner, reportId: number): string;
  /** A report as the calls answer it. */
  answer(owner: Owner, report: ReportAnswer): Answer;
  /** The sheet of an owner's report, read when the job writes it (times shown by `shown`). */
  sheet(db: DbOrTx, ownerId: number, shown: (date: Date) => string): Promise<ReportSheet<Row>>;
}
