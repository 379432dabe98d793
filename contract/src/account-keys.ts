import { z } from 'zod';

/** The kinds of account a user may hold (002 §2.4). */
export const accountKeys = ['student', 'employee', 'admin'] as const;
export const accountKey = z.enum(accountKeys);
export type AccountKey = z.infer<typeof accountKey>;
