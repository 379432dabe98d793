import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_CHANNELS } from '@portal/contract';
import { userPreferences } from '../../db/schema';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';

/** «Настройки» (issue 32 §1): a person's own settings, read and changed in part. */
let ids = { admin: 0, student: 0, other: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const admin = await f.user('admin@preferences.local');
  await f.admin(admin.id);
  const student = await f.user('student@preferences.local');
  await f.student(student.id);
  const other = await f.user('other@preferences.local');
  await f.student(other.id);
  ids = { admin: admin.id, student: student.id, other: other.id };
});

const read = (token: string) => ctx.app.inject({ url: '/api/account/preferences', headers: bearer(token) });
const change = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/preferences',
    headers: bearer(token),
    payload: payload as object,
  });
const rowOf = async (userId: number) =>
  (await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0];

describe('a person’s settings', () => {
  it('are the defaults until they change one, and no row is written by reading them', async () => {
    const token = await loginToken(ctx.app, 'other@preferences.local');
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toEqual({
      language: 'ru',
      low_vision: null,
      channels: DEFAULT_CHANNELS,
      email_mode: 'each',
    });
    expect(await rowOf(ids.other)).toBeUndefined();
  });

  it('are refused without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/account/preferences' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/preferences', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('change in part: what is sent replaces what it names, channel by channel; the rest stays', async () => {
    const token = await loginToken(ctx.app, 'student@preferences.local');
    const first = await change(token, { email_mode: 'daily', channels: { polls: { email: false } } });
    expect(first.statusCode).toBe(200);
    expect(json(first).result).toEqual({
      language: 'ru',
      low_vision: null,
      channels: { ...DEFAULT_CHANNELS, polls: { email: false, push: true } },
      email_mode: 'daily',
    });
    const lowVision = { size: 24, scheme: 'black', spacing: 'wide', images: false };
    const second = await change(token, { low_vision: lowVision, channels: { answers: { push: false } } });
    expect(json(second).result).toEqual({
      language: 'ru',
      low_vision: lowVision,
      channels: { ...DEFAULT_CHANNELS, polls: { email: false, push: true }, answers: { email: true, push: false } },
      email_mode: 'daily',
    });
    // Another device reads the same; the row keeps the kinds each channel brings.
    const other = await loginToken(ctx.app, 'student@preferences.local');
    expect(json(await read(other)).result).toEqual(json(second).result);
    const row = await rowOf(ids.student);
    expect(row?.emailKinds).toEqual(['notifications', 'answers', 'timetable']);
    expect(row?.pushKinds).toEqual(['notifications', 'timetable', 'polls']);

    // The normal version again, and polls by e-mail again; an empty change changes nothing.
    const third = await change(token, { low_vision: null, channels: { polls: { email: true } } });
    expect(json(third).result.low_vision).toBeNull();
    expect(json(third).result.channels.polls).toEqual({ email: true, push: true });
    const none = await change(token, {});
    expect(none.statusCode).toBe(200);
    expect(json(none).result).toEqual(json(third).result);
  });

  it('changed from two devices at once: both changes are kept', async () => {
    const user = await factories(ctx.database.db).user('two-devices@preferences.local');
    await factories(ctx.database.db).student(user.id);
    const [one, two] = [
      await loginToken(ctx.app, 'two-devices@preferences.local'),
      await loginToken(ctx.app, 'two-devices@preferences.local'),
    ];
    const answers = await Promise.all([
      change(one, { channels: { timetable: { push: false } } }),
      change(two, { email_mode: 'daily', channels: { notifications: { email: false } } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const { result } = json(await read(one));
    expect(result.email_mode).toBe('daily');
    expect(result.channels.timetable).toEqual({ email: true, push: false });
    expect(result.channels.notifications).toEqual({ email: false, push: true });
  });

  it('refuse what is not a setting with the field’s error, in Russian, and change nothing', async () => {
    const token = await loginToken(ctx.app, 'student@preferences.local');
    const before = json(await read(token)).result;
    const cases: [unknown, string][] = [
      [{ email_mode: 'weekly' }, 'email_mode'],
      [{ language: 'de' }, 'language'],
      [{ low_vision: { size: 22, scheme: 'black', spacing: 'wide', images: true } }, 'low_vision.size'],
      [{ channels: { polls: { email: 'no' } } }, 'channels.polls.email'],
      [{ channels: { sms: { email: true } } }, 'channels'],
      [{ theme: 'dark' }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await change(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const answer = json(res);
      expect(answer.success).toBe(false);
      expect(answer.message).toBe('Проверьте введённые данные');
      expect(answer.errors[field], `${JSON.stringify(body)}: ${JSON.stringify(answer.errors)}`).toHaveLength(1);
      expect(answer.errors[field][0]).toMatch(/[а-яё]/i);
    }
    const mode = json(await change(token, { email_mode: 'weekly' }));
    expect(mode.errors).toEqual({ email_mode: ['Неверный вариант: ожидалось одно из "each"|"daily"'] });
    expect(json(await read(token)).result).toEqual(before);
  });

  it('change the language as the language’s own call does: the user’s, every session’s, answered in it', async () => {
    const token = await loginToken(ctx.app, 'other@preferences.local');
    const elsewhere = await loginToken(ctx.app, 'other@preferences.local');
    const res = await change(token, { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(json(res).result.language).toBe('en');
    // No row for the language alone: it is the user's.
    expect(await rowOf(ids.other)).toBeUndefined();
    for (const t of [token, elsewhere]) {
      const info = json(await ctx.app.inject({ url: '/api/accounts', headers: bearer(t) })).result.user_info;
      expect(info.language).toBe('en');
    }
    // The other session answers in English at once (its cached copy was forgotten).
    const refused = await change(elsewhere, { email_mode: 'weekly' });
    expect(json(refused).message).not.toBe('Проверьте введённые данные');
    expect(json(await read(elsewhere)).result.language).toBe('en');
    await change(token, { language: 'ru' });
    expect(json(await read(elsewhere)).result.language).toBe('ru');
  });

  it('as an admin signed in as the user: the language is only that session’s, the user’s own stays', async () => {
    const admin = await loginToken(ctx.app, 'admin@preferences.local');
    const as = await ctx.app.inject({ url: `/api/account/admin/user/${ids.other}/token`, headers: bearer(admin) });
    const token = json(as).result.token as string;
    const res = await change(token, { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(json(res).result.language).toBe('en');
    const own = await loginToken(ctx.app, 'other@preferences.local');
    expect(json(await read(own)).result.language).toBe('ru');
  });
});
