import { MAX_ID, type Account, type TimetableType } from '@portal/contract';

/** A timetable to show: a group (1), a teacher (2) or a room (3) by its timetable id. */
export interface TimetableTarget {
  type: TimetableType;
  id: number;
}

/** The account's own timetable: an employee's as a teacher (002 §2.4), a student's group's (README decision 2). */
export function ownTimetable(account: Account | null | undefined): TimetableTarget | null {
  if (account?.key === 'employee')
    return account.data.timetable && account.data.timetable_id !== null
      ? { type: 2, id: account.data.timetable_id }
      : null;
  if (account?.key === 'student') {
    const id = account.data.group?.timetable_id ?? null;
    return id !== null ? { type: 1, id } : null;
  }
  return null;
}

/** A timetable's own address: a room, teacher or group clicked anywhere opens it there. */
export const timetablePath = ({ type, id }: TimetableTarget) => `/timetable/${type}/${id}`;

/** The address's `:type/:id`, or null for anything else. */
export function targetOf(type: string | undefined, id: string | undefined): TimetableTarget | null {
  if (!type || !/^[123]$/.test(type) || !id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) return null;
  return { type: Number(type) as TimetableType, id: Number(id) };
}

export const sameTarget = (a: TimetableTarget | null, b: TimetableTarget | null) =>
  !!a && !!b && a.type === b.type && a.id === b.id;
