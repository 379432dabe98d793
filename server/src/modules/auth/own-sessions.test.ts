import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, sessionsSeen } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, json, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { sessionsRepository } from './sessions-repository';

/** A person's own sessions in «Настройки» (issue 32 §1): listed with their devices, ended one by one or all others. */
let ids = { admin: 0, student: 0, other: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const admin = await f.user('admin@own-sessions.local');
  await f.admin(admin.id);
  const student = await f.user('student@own-sessions.local');
  await f.student(student.id);
  const other = await f.user('other@own-sessions.local');
  await f.student(other.id);
  ids = { admin: admin.id, student: student.id, other: other.id };
});

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs in from a device: its user agent and address. */
async function signIn(login: string, device: { userAgent?: string; ip?: string } = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login, password: 'demo' },
    headers: device.userAgent ? { 'user-agent': device.userAgent } : {},
    remoteAddress: device.ip,
  });
  expect(res.statusCode).toBe(200);
  return json(res).result.user_info.api_token as string;
}
const sessionIdOf = async (token: string) =>
  (
    await ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!.id;
const list = async (token: string) => {
  const res = await ctx.app.inject({ url: '/api/account/sessions', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return json(res).result as { id: number; current: boolean; [field: string]: unknown }[];
};
const end = (token: string, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/account/sessions/${id}/end`, headers: bearer(token) });
const endOthers = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: bearer(token) });
const status = async (token: string) =>
  (await ctx.app.inject({ url: '/api/accounts', headers: bearer(token) })).statusCode;
const impersonate = async (userId: number) => {
  const admin = await signIn('admin@own-sessions.local');
  const res = await ctx.app.inject({ url: `/api/account/admin/user/${userId}/token`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return { admin, token: json(res).result.token as string };
};
const endAll = (userId: number) => ctx.database.db.delete(sessions).where(eq(sessions.userId, userId));

describe('one’s own sessions', () => {
  it('are listed with the device, address and times of each, this one marked, last used first', async () => {
    await endAll(ids.student);
    const phone = await signIn('student@own-sessions.local', { userAgent: IPHONE_SAFARI, ip: '10.20.30.40' });
    const desktop = await signIn('student@own-sessions.local', { userAgent: WINDOWS_CHROME, ip: '192.0.2.7' });
    const bare = await signIn('student@own-sessions.local', { ip: '2001:db8::1' });
    // The sign-in keeps the address and user agent on the session, as on its login_events row.
    const [stored] = await ctx.database.db
      .select({ userAgent: sessions.userAgent, ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.id, await sessionIdOf(desktop)));
    expect(stored).toEqual({ userAgent: WINDOWS_CHROME, ip: '192.0.2.7' });

    const listed = await list(desktop);
    expect(listed.map((s) => s.id)).toEqual([
      await sessionIdOf(desktop),
      await sessionIdOf(bare),
      await sessionIdOf(phone),
    ]);
    const [current, , first] = listed;
    expect(current).toMatchObject({
      browser: 'Chrome 131',
      os: 'Windows 10',
      device: 'desktop',
      ip: '192.0.2.7',
      current: true,
    });
    expect(first).toMatchObject({ browser: 'Safari 18', os: 'iOS 18.1', device: 'mobile', ip: '10.20.30.40' });
    expect(first!.current).toBe(false);
    // app.inject's own user agent says nothing known.
    expect(listed[1]).toMatchObject({ browser: null, os: null, device: null, ip: '2001:db8::1', current: false });
    for (const s of listed) {
      expect(Date.parse(s.signed_in_at as string)).not.toBeNaN();
      expect(Date.parse(s.last_seen_at as string)).toBeGreaterThanOrEqual(Date.parse(s.signed_in_at as string));
    }
    // From the phone, the phone is this one.
    expect((await list(phone)).filter((s) => s.current).map((s) => s.id)).toEqual([await sessionIdOf(phone)]);
  });

  it('leave out expired ones and an admin’s sessions as the user, which may not list or end them either', async () => {
    await endAll(ids.other);
    const own = await signIn('other@own-sessions.local');
    const expired = await signIn('other@own-sessions.local');
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, await sessionIdOf(expired)));
    const { token } = await impersonate(ids.other);
    expect((await list(own)).map((s) => s.id)).toEqual([await sessionIdOf(own)]);

    // Not the user's: neither ended one by one (not found) nor with the others.
    const notFound = await end(own, await sessionIdOf(token));
    expect(notFound.statusCode).toBe(404);
    expect(json(notFound).message).toBe('Сеанс не найден');
    expect(json(await endOthers(own)).result).toEqual({ ended: 0 });
    expect(await status(token)).toBe(200);

    // The calls are the user's own, refused to an admin signed in as them.
    for (const res of [
      await ctx.app.inject({ url: '/api/account/sessions', headers: bearer(token) }),
      await end(token, await sessionIdOf(own)),
      await endOthers(token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res).success).toBe(false);
    }
    expect(await status(own)).toBe(200);
  });

  it('end one: that session is refused at once, though this server had it cached; another’s is not found', async () => {
    const mine = await signIn('student@own-sessions.local');
    const left = await signIn('student@own-sessions.local', { userAgent: IPHONE_SAFARI });
    expect(await status(left)).toBe(200);
    expect(await status(left)).toBe(200);
    const leftId = await sessionIdOf(left);
    const res = await end(mine, leftId);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, result: null });
    expect(await status(left)).toBe(401);
    expect((await list(mine)).map((s) => s.id)).not.toContain(leftId);

    // Another user's session, and one that no longer is: not found, in Russian, and nothing ended.
    const others = await signIn('other@own-sessions.local');
    for (const id of [await sessionIdOf(others), 2_000_000_000]) {
      const refused = await end(mine, id);
      expect(refused.statusCode).toBe(404);
      expect(json(refused)).toEqual({ success: false, message: 'Сеанс не найден' });
    }
    expect(await status(others)).toBe(200);
    // A path that is not an id: the usual validation refusal.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/account/sessions/x/end', headers: bearer(mine) })).statusCode,
    ).toBe(422);
  });

  it('end this one: a sign-out', async () => {
    const mine = await signIn('student@own-sessions.local');
    expect((await end(mine, await sessionIdOf(mine))).statusCode).toBe(200);
    expect(await status(mine)).toBe(401);
  });

  it('end every other: those are refused at once, this one and the admin’s session as the user go on', async () => {
    await endAll(ids.student);
    const mine = await signIn('student@own-sessions.local');
    const others = [await signIn('student@own-sessions.local'), await signIn('student@own-sessions.local')];
    for (const t of others) expect(await status(t)).toBe(200);
    const { token: asStudent } = await impersonate(ids.student);
    const someoneElse = await signIn('other@own-sessions.local');

    const res = await endOthers(mine);
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toEqual({ ended: 2 });
    for (const t of others) expect(await status(t)).toBe(401);
    expect(await status(mine)).toBe(200);
    expect(await status(asStudent)).toBe(200);
    expect(await status(someoneElse)).toBe(200);
    expect((await list(mine)).map((s) => s.id)).toEqual([await sessionIdOf(mine)]);
    expect(json(await endOthers(mine)).result).toEqual({ ended: 0 });
  });

  it('show when each was last used: written down by the first request, then at most every few minutes', async () => {
    await endAll(ids.other);
    const phone = await signIn('other@own-sessions.local', { userAgent: IPHONE_SAFARI });
    const desktop = await signIn('other@own-sessions.local', { userAgent: WINDOWS_CHROME });
    const phoneId = await sessionIdOf(phone);
    const seenAt = async () =>
      (await ctx.database.db.select().from(sessionsSeen).where(eq(sessionsSeen.sessionId, phoneId)))[0]?.at;

    expect(await status(phone)).toBe(200);
    await waitFor(seenAt, { what: 'the phone’s use written down' });
    // Written down an hour ago (as if): the next requests within the interval write nothing.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await ctx.database.db.update(sessionsSeen).set({ at: hourAgo }).where(eq(sessionsSeen.sessionId, phoneId));
    expect(await status(phone)).toBe(200);
    expect(await status(phone)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await seenAt())?.toISOString()).toBe(hourAgo.toISOString());

    const listed = await list(desktop);
    expect(listed.map((s) => s.id)).toEqual([await sessionIdOf(desktop), phoneId]);
    expect(listed[1]!.last_seen_at).toBe(hourAgo.toISOString());
    // An ended session's row goes with it.
    await end(desktop, phoneId);
    expect(await seenAt()).toBeUndefined();
  });

  it('a use written down while the session is being ended waits for the end and skips it', async (test) => {
    // Two transactions at once need PostgreSQL's connections (PGlite has one).
    if (ctx.database.driver.kind !== 'postgres') test.skip();
    const phone = await signIn('other@own-sessions.local');
    const kept = await signIn('other@own-sessions.local');
    const [phoneId, keptId] = [await sessionIdOf(phone), await sessionIdOf(kept)];
    let writing: Promise<void> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.id, phoneId));
      writing = sessionsRepository(ctx.database.db).markSeen([phoneId, keptId]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await expect(writing).resolves.toBeUndefined();
    const seen = await ctx.database.db.select().from(sessionsSeen);
    expect(seen.map((r) => r.sessionId)).toContain(keptId);
    expect(seen.map((r) => r.sessionId)).not.toContain(phoneId);
  });
});
