import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { personColumns, type ReportPerson } from '../reports';

/** A recipient as the report lists one. */
export interface ReportRecipient extends ReportPerson {
  read_at: Date | null;
}

/** Recipients of a notification with a user id above `after`, `limit` of them in user id order. */
export const reportRecipients = (db: DbOrTx, notificationId: number, after: number, limit: number) =>
  queryRows<ReportRecipient>(
    db,
    sql`select r.user_id, ${personColumns(sql`r.user_id`)}, r.read_at
        from notification_recipients r join users u on u.id = r.user_id
        where r.notification_id = ${notificationId}::int and r.user_id > ${after}::int
        order by r.user_id limit ${limit}::int`,
  );
