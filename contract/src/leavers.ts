import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam } from './envelope';

/**
 * People who left the university (issue 33): the account data import says so (its `left_at`
 * column, or a full file with `--missing=deactivate`), or an admin marks one person from their
 * panel. A leaver cannot sign in, has no sessions, and is out of audiences, pickers and the
 * directory's lists (an admin's «Показать выбывших» shows them); what they wrote stays. After
 * `RETENTION_LEFT_DAYS` their personal data is removed (`anonymized_at`).
 */

/** A user's leaving as it is now: `left_at` null when they are (back) at the university. */
export const leaverState = z.object({
  user_id: z.number().int(),
  left_at: z.string().nullable(),
  /** Set once the retention job removed their personal data: such a person cannot come back. */
  anonymized_at: z.string().nullable(),
});
export type LeaverState = z.infer<typeof leaverState>;

const tag = 'Вход и аккаунты';
export const leaverEndpoints = {
  markLeft: endpoint({
    name: 'markUserLeft',
    method: 'POST',
    path: '/api/account/admin/user/:id/leave',
    tag,
    summary:
      'Mark a person as having left the university: no sign-in, sessions ended, out of audiences and lists (admin)',
    params: idParam,
    result: leaverState,
    example: { params: { id: 1 } },
  }),
  markReturned: endpoint({
    name: 'markUserReturned',
    method: 'POST',
    path: '/api/account/admin/user/:id/return',
    tag,
    summary: 'Take back a person’s leaving (not once their personal data was removed) (admin)',
    params: idParam,
    result: leaverState,
    example: { params: { id: 1 } },
  }),
};
