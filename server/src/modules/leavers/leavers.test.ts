import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, students, tickets, userPreferences, users } from '../../db/schema';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { countAudience } from '../audience';
import { leaversService } from './service';

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  await f.admin((await f.user('admin@uni.test')).id);
});

const userOf = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const adminToken = () => loginToken(ctx.app, 'admin@uni.test');

describe('people who leave (issue 33)', () => {
  it('leavers are in no audience and in no employee picker', async () => {
    const f = factories(ctx.database.db);
    const gone = await f.user('gone-employee@uni.test', { surname: 'Ушедшая' });
    await f.employee(gone.id);
    const staying = await f.user('staying-employee@uni.test', { surname: 'Ушедшая' });
    await f.employee(staying.id);
    const before = await countAudience(ctx.database.db, { type: 'employee', data: {} });
    await ctx.database.db.update(users).set({ leftAt: new Date() }).where(eq(users.id, gone.id));
    expect(await countAudience(ctx.database.db, { type: 'employee', data: {} })).toBe(before - 1);
    const search = async (include_left?: boolean) =>
      json(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/account/admin/employees?page=1',
          headers: bearer(await adminToken()),
          payload: { search_string: 'Ушедшая', include_left },
        }),
      ).result.map((e: { user_id: number }) => e.user_id);
    expect(await search()).toEqual([staying.id]);
    expect((await search(true)).sort()).toEqual([gone.id, staying.id].sort());
  });

  it('an admin marks one person left and takes it back, each in the audit log; not oneself, not an admin', async () => {
    const f = factories(ctx.database.db);
    const person = await f.user('marked@uni.test');
    await f.student(person.id);
    const personToken = await loginToken(ctx.app, 'marked@uni.test');
    const token = await adminToken();
    const call = (id: number, what: 'leave' | 'return') =>
      ctx.app.inject({ method: 'POST', url: `/api/account/admin/user/${id}/${what}`, headers: bearer(token) });

    const left = await call(person.id, 'leave');
    expect(left.statusCode).toBe(200);
    expect(json(left).result).toMatchObject({ user_id: person.id, anonymized_at: null });
    expect(json(left).result.left_at).not.toBeNull();
    // This instance forgets the person's session at once.
    expect((await ctx.app.inject({ url: '/api/accounts', headers: bearer(personToken) })).statusCode).toBe(401);
    expect((await call(person.id, 'leave')).statusCode).toBe(200); // again: nothing changes
    const back = await call(person.id, 'return');
    expect(json(back).result.left_at).toBeNull();
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, person.id));
    expect(entries.map((e) => e.action)).toEqual(['user_leave', 'user_return']);

    const admin = await userOf('admin@uni.test');
    expect(json(await call(admin.id, 'leave')).message).toBe('Нельзя отметить выбывшим самого себя');
    const other = await f.user('other-admin@uni.test');
    await f.admin(other.id);
    expect((await call(other.id, 'leave')).statusCode).toBe(422);
    expect((await call(999_999, 'leave')).statusCode).toBe(404);
  });

  it('the retention job removes the personal data of long-gone leavers, keeping the rows and a count', async () => {
    const f = factories(ctx.database.db);
    const old = await f.user('old-leaver@uni.test', { surname: 'Давнишний' });
    const account = await f.student(old.id);
    const ticket = await f.ticket(old.id, (await f.ticketSubject()).id);
    await ctx.database.db.insert(userPreferences).values({ userId: old.id, emailKinds: [], pushKinds: [] } as never);
    const recent = await f.user('recent-leaver@uni.test', { surname: 'Недавний' });
    await f.student(recent.id);
    await ctx.database.db
      .update(users)
      .set({ leftAt: sql`now() - interval '1100 days'` })
      .where(eq(users.id, old.id));
    await ctx.database.db
      .update(users)
      .set({ leftAt: sql`now() - interval '10 days'` })
      .where(eq(users.id, recent.id));

    expect(await leaversService(ctx.database.db).anonymizeDue(1095)).toBe(1);
    const gone = await userOf(`left-${old.id}@anonymized.invalid`);
    expect(gone).toMatchObject({ surname: 'Данные удалены', name: '—', patronymic: null, passwordHash: null });
    expect(gone.anonymizedAt).not.toBeNull();
    expect((await userOf('recent-leaver@uni.test')).anonymizedAt).toBeNull();
    const [kept] = await ctx.database.db.select().from(students).where(eq(students.id, account.id));
    expect(kept).toMatchObject({ recordBookCode: '—', email: null, phone: null });
    expect(kept!.externalId).toBe(`anonymized-student-${account.id}`);
    expect(await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, old.id))).toEqual([]);
    expect((await ctx.database.db.select().from(tickets).where(eq(tickets.id, ticket.id))).length).toBe(1);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'leavers_anonymize'));
    expect(entry).toMatchObject({ actorUserId: null, targetUserId: null, details: { count: 1, retention_days: 1095 } });
    // Done once: a second run finds nobody.
    expect(await leaversService(ctx.database.db).anonymizeDue(1095)).toBe(0);
    // Such a person cannot be brought back.
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/admin/user/${old.id}/return`,
      headers: bearer(await adminToken()),
    });
    expect(res.statusCode).toBe(422);
  });
});
