import { REQUEST_STATUS } from '@portal/contract';

/** A status by its name, as the dictionaries key it (`status.new`, `authorStatus.closed`). */
export type StatusName = keyof typeof REQUEST_STATUS;

const names = Object.keys(REQUEST_STATUS) as StatusName[];

/** The name of a status number (002 §4: 1 new, 3 accepted, 2 closed); none for a number the contract lacks. */
export const statusName = (status: number): StatusName | undefined =>
  names.find((name) => REQUEST_STATUS[name] === status);
