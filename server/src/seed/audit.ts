import { sql } from 'drizzle-orm';
import { IMPERSONATION_HOURS, type ImpersonatedCall } from '@portal/contract';
import { queryRows, type DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

const HOUR = 3_600_000;

/**
 * «Журнал действий» of the demo: yesterday the demo admin signed in as a student (not a demo
 * login) and, as the student, marked a notification read and chose English, so that the log shows
 * the sign-in as a user and what was done «от имени» the student from the first start.
 */
export async function seedDemoAudit(db: DbOrTx, opts: { now: Date; adminUserId: number }): Promise<number> {
  // Not a demo login (those have a password): nobody signs in as this student to change what the log says.
  const [student] = await queryRows<{ user_id: number }>(
    db,
    sql`select s.user_id from students s join users u on u.id = s.user_id
        where u.password_hash is null order by s.id limit 1`,
  );
  if (!student) return 0;
  const at = new Date(opts.now.getTime() - 26 * HOUR);
  const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
  const ip = '10.20.1.15';
  const call = (details: ImpersonatedCall) => details as unknown as Record<string, unknown>;
  const rows = [
    {
      at,
      actorUserId: opts.adminUserId,
      action: 'impersonate',
      targetUserId: student.user_id,
      ip,
      details: { expires_at: new Date(at.getTime() + IMPERSONATION_HOURS * HOUR).toISOString() },
    },
    {
      at: later(2),
      actorUserId: opts.adminUserId,
      onBehalfOfUserId: student.user_id,
      action: 'impersonated_call',
      ip,
      details: call({
        call: 'markMyNotificationsRead',
        section: 'Уведомления пользователя',
        method: 'POST',
        path: '/api/notifications/my/mark-as-read',
      }),
    },
    {
      at: later(4),
      actorUserId: opts.adminUserId,
      onBehalfOfUserId: student.user_id,
      action: 'impersonated_call',
      ip,
      details: call({
        call: 'setLanguage',
        section: 'Вход и аккаунты',
        method: 'POST',
        path: '/api/account/language',
      }),
    },
  ];
  await db.insert(auditLog).values(rows);
  return rows.length;
}
