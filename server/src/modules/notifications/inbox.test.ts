import { describe, expect, it } from 'vitest';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { itemPath } from './item-link';

const ids: Record<string, number> = {};

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const reader = await f.user('reader@test.local');
  await f.student(reader.id);
  const other = await f.user('other@test.local');
  await f.student(other.id);
  ids.reader = reader.id;
  // 12 sent to the reader, one a day back from today; plus ones it must never see.
  for (let i = 0; i < 12; i++) {
    const n = await f.notification([reader.id, other.id], {
      name: `Новость ${i + 1}`,
      sentAt: new Date(Date.now() - (12 - i) * 86_400_000),
    });
    ids[`n${i + 1}`] = n.id;
  }
  await f.notification([reader.id], { name: 'Черновик', status: 'draft' });
  await f.notification([reader.id], { name: 'Скрытое', hidden: true });
  ids.foreign = (await f.notification([other.id], { name: 'Чужое' })).id;
  ids.html = (
    await f.notification([reader.id], {
      name: 'Со ссылкой',
      content:
        '<p onclick="x()"><strong>Важно</strong> <a href="https://example.edu/x">ссылка</a><script>alert(1)</script> ' +
        '<a href="javascript:alert(1)">плохая</a></p>',
    })
  ).id;
});

const post = (token: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const count = async (token: string) =>
  json(await ctx.app.inject({ url: '/api/notifications/my/unread/count', headers: bearer(token) })).result
    .count as number;

describe('the notification inbox', () => {
  it('counts only the own, sent, visible unread notifications', async () => {
    const token = await loginToken(ctx.app, 'reader@test.local');
    expect(await count(token)).toBe(13);
  });

  it('pages unread ones newest first, ten a page, with the meta', async () => {
    const token = await loginToken(ctx.app, 'reader@test.local');
    const first = json(await post(token, '/api/notifications/my', { is_read: false, page: 1 }));
    expect(first.success).toBe(true);
    expect(first.result).toHaveLength(10);
    expect(first.meta).toEqual({ total: 13, per_page: 10, current_page: 1, last_page: 2 });
    expect(first.result[0].name).toBe('Со ссылкой');
    expect(first.result[1]).toMatchObject({ name: 'Новость 12', is_read: false, short_content: 'Текст уведомления' });
    const second = json(await post(token, '/api/notifications/my', { is_read: false, page: 2 }));
    expect(second.result.map((n: { name: string }) => n.name)).toEqual(['Новость 3', 'Новость 2', 'Новость 1']);
    const names = [...first.result, ...second.result].map((n: { name: string }) => n.name);
    expect(names).not.toContain('Черновик');
    expect(names).not.toContain('Скрытое');
    expect(names).not.toContain('Чужое');
  });

  it('serves content as sanitised HTML: formatting and http(s) links stay, scripts go', async () => {
    const token = await loginToken(ctx.app, 'reader@test.local');
    const item = json(await post(token, '/api/notifications/my', { is_read: false, page: 1 })).result[0];
    expect(item.content).toContain('<strong>Важно</strong>');
    expect(item.content).toContain('href="https://example.edu/x"');
    expect(item.content).not.toMatch(/script|onclick|javascript:/);
    expect(item.short_content).toBe('Важно ссылка плохая');
  });

  it('marks own notifications as read, lowers the count and moves them to the read tab', async () => {
    const token = await loginToken(ctx.app, 'reader@test.local');
    const before = await count(token);
    const res = await post(token, '/api/notifications/my/mark-as-read', { ids: [ids.n1, ids.n2, ids.foreign] });
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toEqual({ marked: 2, count: before - 2 });
    expect(await count(token)).toBe(before - 2);
    const read = json(await post(token, '/api/notifications/my', { is_read: true, page: 1 }));
    expect(read.result.map((n: { name: string; is_read: boolean }) => [n.name, n.is_read])).toEqual([
      ['Новость 2', true],
      ['Новость 1', true],
    ]);
    // Marking again changes nothing; the other recipient's copy is untouched.
    expect(json(await post(token, '/api/notifications/my/mark-as-read', { ids: [ids.n1] })).result.marked).toBe(0);
    const otherToken = await loginToken(ctx.app, 'other@test.local');
    expect(await count(otherToken)).toBe(13);
  });

  it('validates its input', async () => {
    const token = await loginToken(ctx.app, 'reader@test.local');
    const empty = await post(token, '/api/notifications/my/mark-as-read', { ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(json(empty)).toMatchObject({ success: false, errors: { ids: expect.any(Array) } });
    const badPage = await post(token, '/api/notifications/my', { is_read: false, page: 0 });
    expect(badPage.statusCode).toBe(422);
  });
});

describe('one notification (the link of a letter or a push message)', () => {
  const one = (token: string, id: number) =>
    ctx.app.inject({ url: `/api/notifications/my/item/${id}`, headers: bearer(token) });

  it('answers an own visible one as the list has it, and 404 for another’s, a hidden one or none', async () => {
    const token = await loginToken(ctx.app, 'reader@test.local');
    const answer = json(await one(token, ids.n3!));
    expect(answer.result).toMatchObject({ id: ids.n3, name: 'Новость 3', short_content: 'Текст уведомления' });
    expect(typeof answer.result.is_read).toBe('boolean');
    for (const id of [ids.foreign!, 999_999]) {
      const refused = await one(token, id);
      expect(refused.statusCode).toBe(404);
      expect(json(refused)).toMatchObject({ success: false, message: 'Уведомление не найдено' });
    }
  });
});

describe('itemPath: where a letter or a push message about a notification leads', () => {
  it('is the first link to a page of the portal, else the notification in the inbox', () => {
    expect(itemPath({ id: 5, content: '<p><a href="/request/12?tab=1&amp;x=2">Открыть заявку №12</a></p>' })).toBe(
      '/request/12?tab=1&x=2',
    );
    expect(itemPath({ id: 5, content: '<p><a href="https://example.edu/x">x</a> <a href="/support">y</a></p>' })).toBe(
      '/support',
    );
    expect(itemPath({ id: 7, content: '<p><a href="//evil.example/x">x</a></p>' })).toBe('/?notification=7');
    expect(itemPath({ id: 8, content: '<p>Без ссылок</p>' })).toBe('/?notification=8');
  });
});
