import { describe, expect, it } from 'vitest';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { dateStrings, EXAMPLE_PNG_BASE64, ticketStrings } from '@portal/contract';
import { liveEvents, tickets } from '../../db/schema';
import { bearer, json, loginToken, multipartFile, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { closeDueTickets } from './service';

const ids = {} as Record<
  | 'admin'
  | 'adminUser'
  | 'authorStudent'
  | 'authorUser'
  | 'employee'
  | 'manager'
  | 'offSubject'
  | 'offTicket'
  | 'otherStudent'
  | 'otherUser'
  | 'subject'
  | 'subject2'
  | 'tag'
  | 'tag2',
  number
>;
const DAY = 86_400_000;

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const author = await f.user('author@test.local', { surname: 'Сидорова', name: 'Анна', patronymic: 'Петровна' });
  ids.authorUser = author.id;
  ids.authorStudent = (await f.student(author.id)).id;
  const other = await f.user('other@test.local');
  ids.otherUser = other.id;
  ids.otherStudent = (await f.student(other.id)).id;
  const employee = await f.user('employee@test.local', { surname: 'Петров', name: 'Пётр', patronymic: null });
  ids.employee = (await f.employee(employee.id)).id;
  const manager = await f.user('manager@test.local');
  ids.manager = (await f.employee(manager.id, { permissions: ['notification_manager'] })).id;
  const admin = await f.user('admin@test.local', { surname: 'Админов', name: 'Админ', patronymic: 'Админович' });
  ids.adminUser = admin.id;
  ids.admin = (await f.admin(admin.id)).id;
  ids.subject = (await f.ticketSubject('Расписание')).id;
  ids.subject2 = (await f.ticketSubject('Личный кабинет')).id;
  ids.tag = (await f.ticketTag('Срочно')).id;
  ids.tag2 = (await f.ticketTag('Ошибка')).id;
});

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const tokens = async () => ({
  author: await loginToken(ctx.app, 'author@test.local'),
  other: await loginToken(ctx.app, 'other@test.local'),
  admin: await loginToken(ctx.app, 'admin@test.local'),
  employee: await loginToken(ctx.app, 'employee@test.local'),
  manager: await loginToken(ctx.app, 'manager@test.local'),
});
async function openTicket(token: string, subSubject = 'Не открывается расписание') {
  const res = await post(token, '/api/tickets', {
    subject_id: ids.subject,
    sub_subject: subSubject,
    message: '<p>Здравствуйте! <script>x()</script></p>',
  });
  expect(res.statusCode).toBe(200);
  return json(res).result as { id: number };
}
const timePattern = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const png = Buffer.from(EXAMPLE_PNG_BASE64, 'base64');
const withBearer = (token: string, upload: { payload: Buffer; headers: Record<string, string> }) => ({
  payload: upload.payload,
  headers: { ...upload.headers, ...bearer(token) },
});

describe('opening and reading a ticket (the user side)', () => {
  it('lists subjects for users and tags for the desk only', async () => {
    const t = await tokens();
    expect(json(await get(t.author, '/api/ticket-subjects')).result).toEqual([
      { id: ids.subject2, name: 'Личный кабинет' },
      { id: ids.subject, name: 'Расписание' },
    ]);
    expect(json(await get(t.admin, '/api/ticket-tags')).result).toEqual([
      { id: ids.tag2, name: 'Ошибка' },
      { id: ids.tag, name: 'Срочно' },
    ]);
    expect((await get(t.author, '/api/ticket-tags')).statusCode).toBe(403);
  });

  it(
    'opens a ticket waiting for support, unread, with ' + 'the sanitised first message, in the author’s account',
    async () => {
      const t = await tokens();
      const res = await post(t.author, '/api/tickets', {
        subject_id: ids.subject,
        sub_subject: '  Не вижу оценки ',
        message: '<p onclick="x()">Где <b>оценки</b>?<script>alert(1)</script></p>',
      });
      expect(res.statusCode).toBe(200);
      const ticket = json(res).result;
      expect(ticket).toMatchObject({
        sub_subject: 'Не вижу оценки',
        subject: { id: ids.subject, name: 'Расписание' },
        status: { id: 1, name: 'Ожидает ответа поддержки' },
        author: {
          id: ids.authorUser,
          surname: 'Сидорова',
          name: 'Анна',
          patronymic: 'Петровна',
          account_key: 'student',
          account_id: ids.authorStudent,
        },
        is_read: false,
        auto_close_at: null,
        auto_close_date: null,
        review: null,
      });
      expect(ticket.create_at).toMatch(timePattern);
      expect(ticket).not.toHaveProperty('comment');
      expect(ticket).not.toHaveProperty('tags');
      expect(ticket.messages).toHaveLength(1);
      expect(ticket.messages[0]).toMatchObject({
        author: {
          name: 'Сидорова Анна Петровна',
          user_type_id: 1,
          user_type_key: 'student',
          account_id: ids.authorStudent,
        },
        message: '<p>Где <b>оценки</b>?</p>',
        files: [],
      });
      expect(ticket.messages[0].created_at).toMatch(timePattern);
    },
  );

  it(
    'refuses an empty or whitespace-only message, files or not, ' +
      'an attachment that is not uploaded, and an unknown subject',
    async () => {
      const t = await tokens();
      for (const message of ['', '   ', '<p> &nbsp; </p>', '<script>alert(1)</script>']) {
        const res = await post(t.author, '/api/tickets', {
          subject_id: ids.subject,
          sub_subject: 'Тема',
          message,
          files: [],
        });
        expect(res.statusCode).toBe(422);
        expect(json(res)).toMatchObject({ success: false, errors: { message: [ticketStrings.messageEmpty] } });
      }
      const emptyWithFile = await post(t.author, '/api/tickets', {
        subject_id: ids.subject,
        sub_subject: 'Тема',
        message: ' ',
        files: ['0b8a0bde-1111-4b5e-8a3b-3b0a7f1c0001'],
      });
      expect(json(emptyWithFile).errors).toEqual({ message: [ticketStrings.messageEmpty] });
      const withFile = await post(t.author, '/api/tickets', {
        subject_id: ids.subject,
        sub_subject: 'Тема',
        message: 'Текст',
        files: ['0b8a0bde-1111-4b5e-8a3b-3b0a7f1c0001'],
      });
      expect(withFile.statusCode).toBe(422);
      expect(json(withFile).errors).toEqual({ files: ['Файл не найден или уже прикреплен'] });
      const badSubject = await post(t.author, '/api/tickets', {
        subject_id: 999_999,
        sub_subject: 'Тема',
        message: 'Текст',
      });
      expect(badSubject.statusCode).toBe(422);
      expect(json(badSubject).errors).toEqual({ subject_id: [ticketStrings.subjectNotFound] });
      const noTopic = await post(t.author, '/api/tickets', {
        subject_id: ids.subject,
        sub_subject: '   ',
        message: 'Текст',
      });
      expect(noTopic.statusCode).toBe(422);
      expect(json(noTopic).errors).toHaveProperty('sub_subject');
    },
  );

  it(
    'attaches the author’s uploads to the message: both sides ' +
      'get signed links to them, nobody else can attach them',
    async () => {
      const t = await tokens();
      const upload = async (token: string) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/file/upload',
          ...withBearer(token, multipartFile('file', { name: 'скриншот.png', type: 'image/png', content: png })),
        });
        expect(res.statusCode).toBe(200);
        return json(res).result as { uuid: string };
      };
      const mine = await upload(t.author);
      const stolen = await post(t.other, '/api/tickets', {
        subject_id: ids.subject,
        sub_subject: 'Чужой файл',
        message: 'Текст',
        files: [mine.uuid],
      });
      expect(stolen.statusCode).toBe(422);
      expect(json(stolen).errors).toHaveProperty('files');

      const created = await post(t.author, '/api/tickets', {
        subject_id: ids.subject,
        sub_subject: 'Со снимком',
        message: 'Вот снимок',
        files: [mine.uuid],
      });
      expect(created.statusCode).toBe(200);
      const ticketId = (json(created).result as { id: number }).id;
      for (const token of [t.author, t.admin]) {
        const ticket = json(await get(token, `/api/tickets/${ticketId}`)).result as {
          messages: { files: { uuid: string; src: string; original_name: string; mime_type: string }[] }[];
        };
        const [file] = ticket.messages[0]!.files;
        expect(file).toMatchObject({ uuid: mine.uuid, original_name: 'скриншот.png', mime_type: 'image/png' });
        const download = await ctx.app.inject({ method: 'GET', url: file!.src });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(png)).toBe(true);
      }
      expect((await get(t.other, `/api/tickets/${ticketId}`)).statusCode).toBe(404);
      // Attached once: the same upload cannot go into a second message.
      const again = await post(t.author, `/api/tickets/${ticketId}/message`, {
        message: 'Ещё раз',
        files: [mine.uuid],
      });
      expect(again.statusCode).toBe(422);
    },
  );

  it('lists the caller’s own tickets only, newest first, paged', async () => {
    const t = await tokens();
    const mine = await openTicket(t.other, 'Моё обращение');
    const res = json(await get(t.other, '/api/tickets/my?page=1'));
    expect(res.result.map((x: { id: number }) => x.id)).toEqual([mine.id]);
    expect(res.meta).toEqual({ total: 1, per_page: 20, current_page: 1, last_page: 1 });
    const authors = json(await get(t.author, '/api/tickets/my')).result.map(
      (x: { author: { id: number } }) => x.author.id,
    );
    expect(new Set(authors)).toEqual(new Set([ids.authorUser]));
  });

  it(
    'hides another user’s ticket: reading, writing and ' + 'reviewing it are not found; the desk calls are forbidden',
    async () => {
      const t = await tokens();
      const ticket = await openTicket(t.author);
      for (const res of [
        await get(t.other, `/api/tickets/${ticket.id}`),
        await post(t.other, `/api/tickets/${ticket.id}/message`, { message: 'Чужое' }),
        await post(t.other, `/api/tickets/${ticket.id}/review`, { rating: 1 }),
        await post(t.other, `/api/tickets/${ticket.id}/mark-as-read`),
        await get(t.employee, `/api/tickets/${ticket.id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(json(res)).toEqual({ success: false, message: ticketStrings.notFound });
      }
      for (const res of [
        await get(t.author, '/api/tickets'),
        await post(t.author, `/api/tickets/${ticket.id}`, { status_id: 3 }),
        await post(t.author, `/api/tickets/${ticket.id}/auto-close/enable`, { days: 7 }),
        await post(t.manager, `/api/tickets/${ticket.id}/auto-close/disable`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(json(res).success).toBe(false);
      }
      // Nothing was written to it.
      expect(json(await get(t.author, `/api/tickets/${ticket.id}`)).result.messages).toHaveLength(1);
    },
  );
});

describe('the dialog and the states (000 §4)', () => {
  it(
    'support’s answer waits for the user and puts «Новый ' + 'ответ в обращении #N» with a link in the author’s inbox',
    async () => {
      const t = await tokens();
      const ticket = await openTicket(t.author);
      const countBefore = json(await get(t.author, '/api/notifications/my/unread/count')).result.count;
      const res = await post(t.admin, `/api/tickets/${ticket.id}/message`, {
        message: '<p>Проверьте <a href="https://example.edu/help">инструкцию</a></p>',
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).result).toMatchObject({
        author: { name: 'Админов Админ Админович', user_type_id: 3, user_type_key: 'admin', account_id: ids.admin },
        message:
          '<p>Проверьте <a href="https://example.edu/help" ' +
          'target="_blank" rel="noopener noreferrer">инструкцию</a></p>',
        files: [],
      });
      expect(json(await get(t.author, '/api/notifications/my/unread/count')).result.count).toBe(countBefore + 1);
      const inbox = json(await post(t.author, '/api/notifications/my', { is_read: false, page: 1 })).result;
      expect(inbox[0].name).toBe(`Новый ответ в обращении #${ticket.id}`);
      expect(inbox[0].content).toContain(`href="/support/${ticket.id}"`);
      const seen = json(await get(t.author, `/api/tickets/${ticket.id}`)).result;
      expect(seen.status).toEqual({ id: 2, name: 'Ожидает ответа пользователя' });
      expect(seen.messages.map((m: { author: { user_type_id: number } }) => m.author.user_type_id)).toEqual([1, 3]);
      // Nobody else was notified.
      expect(
        json(await post(t.other, '/api/notifications/my', { is_read: false, page: 1 })).result.map(
          (n: { name: string }) => n.name,
        ),
      ).not.toContain(`Новый ответ в обращении #${ticket.id}`);
    },
  );

  it(
    'the author opening the ticket marks its «Новый ' + 'ответ в обращении #N» read (issue 29 §18); others do not',
    async () => {
      const t = await tokens();
      const ticket = await openTicket(t.author);
      const untouched = await openTicket(t.author, 'Другая тема');
      await post(t.admin, `/api/tickets/${ticket.id}/message`, { message: 'Первый ответ' });
      await post(t.admin, `/api/tickets/${ticket.id}/message`, { message: 'Второй ответ' });
      await post(t.admin, `/api/tickets/${untouched.id}/message`, { message: 'Ответ по другой' });
      const unreadNames = async () =>
        json(await post(t.author, '/api/notifications/my', { is_read: false, page: 1 })).result.map(
          (n: { name: string }) => n.name,
        ) as string[];
      const count = async () => json(await get(t.author, '/api/notifications/my/unread/count')).result.count as number;
      const before = await count();
      expect((await unreadNames()).filter((n) => n === `Новый ответ в обращении #${ticket.id}`)).toHaveLength(2);
      // The desk and an admin signed in as the author open it, the author's dialog is only asked
      // again (as when an answer comes while it is open): the author has not opened it.
      expect((await post(t.admin, `/api/tickets/${ticket.id}/mark-as-read`)).statusCode).toBe(200);
      const asAuthor = json(await get(t.admin, `/api/account/admin/user/${ids.authorUser}/token`)).result.token;
      expect((await post(asAuthor, `/api/tickets/${ticket.id}/mark-as-read`)).statusCode).toBe(200);
      expect((await get(t.author, `/api/tickets/${ticket.id}`)).statusCode).toBe(200);
      expect(await count()).toBe(before);
      // The author opens it: both answers' notifications are read, the other ticket's is not; the
      // ticket stays as support left it (read by the desk).
      const opened = await post(t.author, `/api/tickets/${ticket.id}/mark-as-read`);
      expect(json(opened)).toEqual({ success: true, result: { is_read: true } });
      expect(await count()).toBe(before - 2);
      expect(await unreadNames()).not.toContain(`Новый ответ в обращении #${ticket.id}`);
      expect(await unreadNames()).toContain(`Новый ответ в обращении #${untouched.id}`);
      const read = json(await post(t.author, '/api/notifications/my', { is_read: true, page: 1 })).result;
      expect(read.map((n: { name: string }) => n.name)).toContain(`Новый ответ в обращении #${ticket.id}`);
    },
  );

  it('an admin’s own ticket: opened from «Служба поддержки», written in as its author (issue 29 §14)', async () => {
    const t = await tokens();
    const own = await openTicket(t.admin, 'Вопрос администратора');
    expect(json(await get(t.admin, '/api/tickets/my?page=1')).result.map((x: { id: number }) => x.id)).toContain(
      own.id,
    );
    const mine = json(await post(t.admin, `/api/tickets/${own.id}/message`, { message: 'Уточнение' })).result;
    expect(mine.author.user_type_id).toBe(1);
    // Opening it is the author's: it stays unread for the desk, waiting for support.
    expect(json(await post(t.admin, `/api/tickets/${own.id}/mark-as-read`)).result).toEqual({ is_read: false });
    expect(json(await get(t.admin, `/api/tickets/${own.id}`)).result).toMatchObject({
      status: { id: 1 },
      is_read: false,
    });
  });

  it('the user’s reply waits for support again, unread, and cancels the auto-close', async () => {
    const t = await tokens();
    const ticket = await openTicket(t.author);
    await post(t.admin, `/api/tickets/${ticket.id}/mark-as-read`);
    await post(t.admin, `/api/tickets/${ticket.id}/message`, { message: 'Ответ' });
    const enabled = json(await post(t.admin, `/api/tickets/${ticket.id}/auto-close/enable`, { days: 7 })).result;
    expect(enabled.date).not.toBeNull();
    const reply = await post(t.author, `/api/tickets/${ticket.id}/message`, { message: '<p>Не помогло</p>' });
    expect(reply.statusCode).toBe(200);
    expect(json(reply).result.author.user_type_id).toBe(1);
    const desk = json(await get(t.admin, `/api/tickets/${ticket.id}`)).result;
    expect(desk).toMatchObject({ status: { id: 1 }, is_read: false, auto_close_at: null, auto_close_date: null });
  });

  it('marks a ticket read for the desk', async () => {
    const t = await tokens();
    const ticket = await openTicket(t.author);
    expect(json(await get(t.admin, `/api/tickets/${ticket.id}`)).result.is_read).toBe(false);
    const res = await post(t.admin, `/api/tickets/${ticket.id}/mark-as-read`);
    expect(json(res)).toEqual({ success: true, result: { is_read: true } });
    expect(json(await get(t.admin, `/api/tickets/${ticket.id}`)).result.is_read).toBe(true);
    expect((await post(t.admin, '/api/tickets/999999/mark-as-read')).statusCode).toBe(404);
  });

  it('the desk sets the comment and the tags, which the author never sees, and refuses unknown tags', async () => {
    const t = await tokens();
    const ticket = await openTicket(t.author);
    const res = await post(t.admin, `/api/tickets/${ticket.id}`, {
      comment: ' Проверить группу ',
      tags: [ids.tag, ids.tag2, ids.tag],
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toMatchObject({
      comment: 'Проверить группу',
      tags: [
        { id: ids.tag2, name: 'Ошибка' },
        { id: ids.tag, name: 'Срочно' },
      ],
      status: { id: 1 },
    });
    const bad = await post(t.admin, `/api/tickets/${ticket.id}`, { tags: [ids.tag, 999_999] });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ tags: [ticketStrings.tagNotFound] });
    expect(json(await get(t.admin, `/api/tickets/${ticket.id}`)).result.tags).toHaveLength(2);
    const authorView = json(await get(t.author, `/api/tickets/${ticket.id}`)).result;
    expect(authorView).not.toHaveProperty('comment');
    expect(authorView).not.toHaveProperty('tags');
    const nothing = await post(t.admin, `/api/tickets/${ticket.id}`, {});
    expect(nothing.statusCode).toBe(422);
  });

  it('a closed ticket refuses messages from anybody, with a clear reason', async () => {
    const t = await tokens();
    const ticket = await openTicket(t.author);
    await post(t.admin, `/api/tickets/${ticket.id}/auto-close/enable`, { days: 7 });
    const closed = await post(t.admin, `/api/tickets/${ticket.id}`, { status_id: 3 });
    expect(json(closed).result).toMatchObject({ status: { id: 3, name: 'Закрыто' }, auto_close_at: null });
    const logged = json(await get(t.admin, '/api/account/admin/audit-log?action=ticket_status')).result as {
      action_name: string;
      details: { ticket_id: number; from: number; to: number };
    }[];
    expect(logged.find((x) => x.details.ticket_id === ticket.id)).toMatchObject({
      action_name: 'Изменение статуса обращения',
      details: { from: 1, to: 3 },
    });
    for (const token of [t.author, t.admin]) {
      const res = await post(token, `/api/tickets/${ticket.id}/message`, { message: 'Ещё вопрос' });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({
        success: false,
        message: 'Обращение закрыто: новые сообщения в него не принимаются',
      });
    }
    expect(json(await get(t.author, `/api/tickets/${ticket.id}`)).result.messages).toHaveLength(1);
    // Auto-close of a closed ticket has nothing to close.
    const enable = await post(t.admin, `/api/tickets/${ticket.id}/auto-close/enable`, { days: 7 });
    expect(enable.statusCode).toBe(422);
    expect(json(enable).message).toBe(ticketStrings.autoCloseClosed);
  });

  it('auto-close: enabled for 7 days answers the date, shown on the ticket; disabled answers none', async () => {
    const t = await tokens();
    const ticket = await openTicket(t.author);
    const before = Date.now();
    const res = await post(t.admin, `/api/tickets/${ticket.id}/auto-close/enable`, { days: 7 });
    expect(res.statusCode).toBe(200);
    // 000 §7 «result.date»: the date as the ticket's dates are shown (issue 29 §15); its ISO time beside it.
    const { date, auto_close_at: at } = json(res).result;
    expect(date).toMatch(timePattern);
    expect(Math.abs(new Date(at).getTime() - (before + 7 * DAY))).toBeLessThan(60_000);
    expect(json(await get(t.admin, `/api/tickets/${ticket.id}`)).result).toMatchObject({
      auto_close_at: at,
      auto_close_date: date,
    });
    const defaultDays = json(await post(t.admin, `/api/tickets/${ticket.id}/auto-close/enable`)).result;
    expect(defaultDays.date).toMatch(timePattern);
    expect(Math.abs(new Date(defaultDays.auto_close_at).getTime() - (before + 7 * DAY))).toBeLessThan(60_000);
    expect(json(await post(t.admin, `/api/tickets/${ticket.id}/auto-close/disable`)).result).toEqual({
      date: null,
      auto_close_at: null,
    });
    expect(json(await get(t.admin, `/api/tickets/${ticket.id}`)).result.auto_close_at).toBeNull();
    expect((await post(t.admin, `/api/tickets/${ticket.id}/auto-close/enable`, { days: 0 })).statusCode).toBe(422);
    // The desk's actions are in the audit log, the author as their target.
    const logged = json(await get(t.admin, '/api/account/admin/audit-log?action=ticket_auto_close')).result as {
      action_name: string;
      actor: { id: number };
      target: { id: number };
      details: { ticket_id: number; date: string | null };
    }[];
    const mine = logged.filter((x) => x.details.ticket_id === ticket.id);
    expect(mine.map((x) => x.details.date)).toEqual([null, defaultDays.auto_close_at, at]);
    expect(mine[0]).toMatchObject({
      action_name: 'Автозакрытие обращения',
      actor: { id: ids.adminUser },
      target: { id: ids.authorUser },
    });
  });

  it('review: only after closing, by the author, once; the desk sees it', async () => {
    const t = await tokens();
    const ticket = await openTicket(t.author);
    const early = await post(t.author, `/api/tickets/${ticket.id}/review`, { rating: 5 });
    expect(early.statusCode).toBe(422);
    expect(json(early).errors).toEqual({ rating: [ticketStrings.reviewNotClosed] });
    await post(t.admin, `/api/tickets/${ticket.id}`, { status_id: 3 });
    const res = await post(t.author, `/api/tickets/${ticket.id}/review`, { rating: 4, comment: ' Спасибо ' });
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toMatchObject({ rating: 4, comment: 'Спасибо' });
    const again = await post(t.author, `/api/tickets/${ticket.id}/review`, { rating: 1 });
    expect(again.statusCode).toBe(422);
    expect(json(again).errors).toEqual({ rating: [ticketStrings.reviewTwice] });
    expect(json(await get(t.admin, `/api/tickets/${ticket.id}`)).result.review).toMatchObject({
      rating: 4,
      comment: 'Спасибо',
    });
    expect((await post(t.author, `/api/tickets/${ticket.id}/review`, { rating: 6 })).statusCode).toBe(422);
  });
});

describe('live events of a ticket', () => {
  it('tells the author and the desk of each change, the desk of the highlight, and nobody else', async () => {
    const t = await tokens();
    const eventsOf = async (userId: number, after: number) =>
      (
        await ctx.database.db
          .select()
          .from(liveEvents)
          .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, after)))
      ).map((e) => ({ type: e.type, payload: e.payload }));
    const [last] = await ctx.database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .orderBy(desc(liveEvents.id))
      .limit(1);
    const start = last?.id ?? 0;
    const ticket = await openTicket(t.author);
    await post(t.admin, `/api/tickets/${ticket.id}/message`, { message: 'Ответ' });
    await post(t.admin, `/api/tickets/${ticket.id}`, { status_id: 3 });
    const message = { type: 'ticket.message', payload: { ticket_id: ticket.id } };
    const updated = { type: 'ticket.updated', payload: { ticket_id: ticket.id } };
    // Support's answer is also a notification in the author's inbox: the bell is told.
    expect(await eventsOf(ids.authorUser, start)).toEqual([
      message,
      { type: 'notifications.unread', payload: {} },
      message,
      updated,
    ]);
    expect(await eventsOf(ids.adminUser, start)).toEqual([
      message,
      { type: 'tickets.unread', payload: {} },
      message,
      updated,
    ]);
    expect(await eventsOf(ids.otherUser, start)).toEqual([]);
  });
});

describe('the desk’s list (000 §2 Тех поддержка)', () => {
  const listed = async (query: string) => {
    const res = await get(await loginToken(ctx.app, 'admin@test.local'), `/api/tickets?${query}`);
    expect(res.statusCode).toBe(200);
    return json(res) as {
      result: { id: number; sub_subject: string; status: { id: number } }[];
      meta: { total: number };
    };
  };

  it('filters by status, subject, tags, id, topic (ё as е) and dates, newest first, with the meta', async () => {
    const { db } = ctx.database;
    const f = factories(db);
    const list: Record<string, number> = {};
    const at = (iso: string) => new Date(iso);
    list.old = (
      await f.ticket(ids.otherUser, ids.subject2, {
        subSubject: 'Пароль от Wi-Fi',
        createdAt: at('2026-01-10T09:00:00Z'),
        status: 3,
      })
    ).id;
    list.yo = (
      await f.ticket(ids.otherUser, ids.subject2, {
        subSubject: 'Не пришёл ответ',
        createdAt: at('2026-01-15T22:30:00Z'),
        status: 2,
      })
    ).id;
    list.ye = (
      await f.ticket(ids.otherUser, ids.subject, { subSubject: 'ПРИШЕЛ счёт', createdAt: at('2026-01-20T12:00:00Z') })
    ).id;
    await f.ticket(ids.otherUser, ids.subject, { subSubject: 'Другое', createdAt: at('2026-02-01T12:00:00Z') });
    const admin = await loginToken(ctx.app, 'admin@test.local');
    await post(admin, `/api/tickets/${list.yo}`, { tags: [ids.tag2] });

    const all = await listed('page=1');
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
    // Newest first: the tickets opened today, then February's, then January's from the latest.
    const january = (await listed('date_from=01.01.2026&date_to=31.01.2026')).result.map((r) => r.id);
    expect(january).toEqual([list.ye, list.yo, list.old]);
    expect(all.result[0]).toMatchObject({
      subject: { id: expect.any(Number), name: expect.any(String) },
      author: { id: expect.any(Number) },
    });

    // ё and е are one letter, in the search and in the text.
    expect((await listed(`sub_subject=${encodeURIComponent('пришел')}`)).result.map((r) => r.id)).toEqual([
      list.ye,
      list.yo,
    ]);
    expect((await listed(`sub_subject=${encodeURIComponent('ПРИШЁЛ')}`)).result.map((r) => r.id)).toEqual([
      list.ye,
      list.yo,
    ]);
    expect((await listed(`sub_subject=${encodeURIComponent('%')}`)).result).toEqual([]);
    // 22:30 UTC on 15 January is already the 16th in Moscow (the university's days).
    expect((await listed('date_from=10.01.2026&date_to=15.01.2026')).result.map((r) => r.id)).toEqual([list.old]);
    expect((await listed('date_from=16.01.2026&date_to=16.01.2026')).result.map((r) => r.id)).toEqual([list.yo]);
    expect(
      (await listed(`date_from=01.01.2026&date_to=31.01.2026&subject=${ids.subject2}`)).result.map((r) => r.id),
    ).toEqual([list.yo, list.old]);
    expect((await listed('date_from=01.01.2026&date_to=31.01.2026&status=2,3')).result.map((r) => r.id)).toEqual([
      list.yo,
      list.old,
    ]);
    expect((await listed(`tags=${ids.tag2},${ids.tag}&date_to=31.01.2026`)).result.map((r) => r.id)).toEqual([list.yo]);
    expect((await listed(`id=${list.ye}`)).result.map((r) => r.id)).toEqual([list.ye]);
    // Past the last page: no rows, the filter's total still told.
    const paged = await listed('page=2');
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 20, total: all.meta.total });
    expect(paged.result.length).toBe(Math.max(0, all.meta.total - 20));
  });

  it('refuses bad filter values with field errors in Russian', async () => {
    const admin = await loginToken(ctx.app, 'admin@test.local');
    const cases: [string, string, string][] = [
      ['status=4', 'status.0', ticketStrings.status],
      ['status=1,x', 'status.1', ticketStrings.list],
      ['subject=abc', 'subject.0', ticketStrings.list],
      ['tags=1,,-2', 'tags.1', ticketStrings.list],
      ['date_from=31.02.2026', 'date_from', dateStrings.date],
      ['date_to=2026-01-01', 'date_to', dateStrings.date],
      ['date_from=10.01.2026&date_to=09.01.2026', 'date_to', dateStrings.dateOrder],
      ['id=0', 'id', 'Ожидается номер'],
      ['page=0', 'page', 'Ожидается номер страницы'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(admin, `/api/tickets?${query}`);
      expect(res.statusCode, query).toBe(422);
      const body = json(res);
      expect(body.success).toBe(false);
      expect(body.errors?.[field], `${query}: ${JSON.stringify(body.errors)}`).toContain(message);
    }
  });
});

describe('closeDueTickets', () => {
  it('closes each due ticket exactly once with two concurrent callers, in batches, and then nothing more', async () => {
    const { db } = ctx.database;
    const f = factories(db);
    const now = new Date();
    const due: number[] = [];
    for (let i = 0; i < 23; i++)
      due.push(
        (
          await f.ticket(ids.otherUser, ids.subject, {
            autoCloseAt: new Date(now.getTime() - (i + 1) * 60_000),
            status: i % 2 ? 1 : 2,
          })
        ).id,
      );
    const notYet = (await f.ticket(ids.otherUser, ids.subject, { autoCloseAt: new Date(now.getTime() + DAY) })).id;
    const alreadyClosed = (
      await f.ticket(ids.otherUser, ids.subject, {
        autoCloseAt: new Date(now.getTime() - DAY),
        status: 3,
        createdAt: new Date(now.getTime() - 2 * DAY),
      })
    ).id;

    const [a, b] = await Promise.all([closeDueTickets(db, now, 4), closeDueTickets(db, now, 4)]);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual([...due].sort((x, y) => x - y));
    const rows = await db
      .select({ id: tickets.id, statusId: tickets.statusId, autoCloseAt: tickets.autoCloseAt })
      .from(tickets)
      .where(inArray(tickets.id, [...due, notYet, alreadyClosed]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of due) expect(byId.get(id)).toMatchObject({ statusId: 3, autoCloseAt: null });
    expect(byId.get(notYet)?.statusId).toBe(1);
    expect(await closeDueTickets(db, now, 4)).toEqual([]);

    const admin = await loginToken(ctx.app, 'admin@test.local');
    const closed = json(await get(admin, `/api/tickets/${due[0]}`)).result;
    expect(closed).toMatchObject({ status: { id: 3, name: 'Закрыто' }, auto_close_at: null });
    const [row] = await db.select({ closedAt: tickets.closedAt }).from(tickets).where(eq(tickets.id, due[0]!));
    expect(row?.closedAt?.getTime()).toBe(now.getTime());
  });
});

describe('the author panel', () => {
  it('shows an admin account to admins only', async () => {
    const t = await tokens();
    const res = await get(t.admin, `/api/account/admin/admins/${ids.admin}`);
    expect(json(res)).toEqual({
      success: true,
      result: {
        id: ids.admin,
        user_id: ids.adminUser,
        surname: 'Админов',
        name: 'Админ',
        patronymic: 'Админович',
        email: 'admin@test.local',
      },
    });
    expect((await get(t.manager, `/api/account/admin/admins/${ids.admin}`)).statusCode).toBe(403);
    expect((await get(t.author, `/api/account/admin/admins/${ids.admin}`)).statusCode).toBe(403);
    expect((await get(t.admin, '/api/account/admin/admins/999999')).statusCode).toBe(404);
  });

  it('gives admins an employee’s phone, managers not; employees read students, students nobody', async () => {
    const t = await tokens();
    const { db } = ctx.database;
    const { employees } = await import('../../db/schema');
    await db
      .update(employees)
      .set({ phone: '+7 900 123-45-67', email: 'petrov@test.local' })
      .where(eq(employees.id, ids.employee));
    const forAdmin = json(await get(t.admin, `/api/account/admin/employees/${ids.employee}`)).result;
    expect(forAdmin).toMatchObject({
      surname: 'Петров',
      name: 'Пётр',
      email: 'petrov@test.local',
      phone: '+7 900 123-45-67',
    });
    const forManager = json(await get(t.manager, `/api/account/admin/employees/${ids.employee}`)).result;
    expect(forManager.surname).toBe('Петров');
    expect(forManager).not.toHaveProperty('phone');
    expect((await get(t.employee, `/api/account/admin/employees/${ids.employee}`)).statusCode).toBe(403);
    expect(json(await get(t.admin, `/api/account/admin/students/${ids.authorStudent}`)).result).toMatchObject({
      surname: 'Сидорова',
      student_record_book_code: expect.any(String),
    });
    expect((await get(t.employee, `/api/account/admin/students/${ids.authorStudent}`)).statusCode).toBe(200);
    expect((await get(t.author, `/api/account/admin/students/${ids.authorStudent}`)).statusCode).toBe(403);
  });
});

describe('allowSupport', () => {
  it('reaches the web app in the public config', async () => {
    expect(json(await ctx.app.inject({ url: '/api/config' })).result.allow_support).toBe(true);
  });
});

describe('with support turned off', () => {
  const off = useTestApp({ allowSupport: false }, async ({ database }) => {
    const f = factories(database.db);
    const author = await f.user('author@test.local');
    await f.student(author.id);
    await f.admin((await f.user('admin@test.local')).id);
    const subject = await f.ticketSubject();
    ids.offSubject = subject.id;
    ids.offTicket = (await f.ticket(author.id, subject.id)).id;
  });

  it('refuses the support dialog with a reason and keeps the desk; the web app reads allow_support false', async () => {
    const author = await loginToken(off.app, 'author@test.local');
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: bearer(author),
      payload: { subject_id: ids.offSubject, sub_subject: 'Тема', message: 'Текст' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ success: false, message: ticketStrings.supportOff });
    expect((await off.app.inject({ url: '/api/tickets/my', headers: bearer(author) })).statusCode).toBe(403);
    const admin = await loginToken(off.app, 'admin@test.local');
    expect((await off.app.inject({ url: '/api/tickets', headers: bearer(admin) })).statusCode).toBe(200);
    // The desk still reads and answers the tickets there are, and has its subjects filter.
    expect(json(await off.app.inject({ url: '/api/ticket-subjects', headers: bearer(admin) })).result).toHaveLength(1);
    expect((await off.app.inject({ url: `/api/tickets/${ids.offTicket}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect(
      (
        await off.app.inject({
          method: 'POST',
          url: `/api/tickets/${ids.offTicket}/message`,
          headers: bearer(admin),
          payload: { message: 'Ответ' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await off.app.inject({ url: `/api/tickets/${ids.offTicket}`, headers: bearer(author) })).statusCode).toBe(
      403,
    );
    expect(json(await off.app.inject({ url: '/api/config' })).result.allow_support).toBe(false);
  });
});

describe('a limit on new tickets (issue 30 §4)', () => {
  it('refuses a person’s 21st ticket within an hour (429, Retry-After); another person opens one', async () => {
    const t = await tokens();
    const open = (token: string, n: number) =>
      post(token, '/api/tickets', { subject_id: ids.subject, sub_subject: `Вопрос ${n}`, message: '<p>Текст</p>' });
    const opened = [];
    for (let n = 0; n < 21; n++) opened.push(await open(t.other, n));
    // Some were opened by the earlier tests: the hour's count reaches 20 within these 21.
    const refused = opened.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(opened.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(20);
    expect(json(refused[0]!)).toEqual({
      success: false,
      message: 'Слишком много новых обращений за час. Повторите попытку позже.',
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await open(t.employee, 99)).statusCode).toBe(200);
  });
});
