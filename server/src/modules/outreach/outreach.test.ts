import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { queryRows } from '../../db/client';
import { addDays, todayIn } from '../../lib/days';
import { useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { startSmtp, until } from '../../test/smtp';
import { waitFor } from '../../test/wait';
import { sendPersonalNotification } from '../notifications';
import { copiesRepository } from './copies-repository';

let refusing = false;
const smtp = await startSmtp({ refuse: () => refusing });
afterAll(() => smtp.close());
const publicUrl = 'https://lk.test.local';
const RATE = 600;
const ctx = useTestApp({
  mail: { smtpUrl: smtp.url, from: 'Личный кабинет <portal@test.local>' },
  publicUrl,
  mailRatePerMinute: RATE,
  jobs: { workers: true, pollSeconds: 0.5, superviseSeconds: 30 },
});

const db = () => ctx.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
let seq = 0;
const newUser = async (language: 'ru' | 'en' = 'ru') => {
  const user = await factories(db()).user(`outreach${++seq}@test.local`);
  if (language !== 'ru') await rows(sql`update users set language = ${language} where id = ${user.id}`);
  return user;
};

interface Copy {
  id: number;
  state: string;
  attempts: number;
  last_error: string | null;
  due_in_s: number;
  delay_min: number;
}
const copiesOf = (notificationId: number) =>
  rows<Copy>(sql`select c.id::int, c.state, c.attempts, c.last_error,
    extract(epoch from c.due_at - now())::float as due_in_s,
    extract(epoch from c.due_at - n.sent_at)::float / 60 as delay_min
    from mail_copies c join notifications n on n.id = c.notification_id where c.notification_id = ${notificationId}`);
/** Waits for the dispatcher to take the notification and plan its copies. */
const plannedCopies = async (notificationId: number) => {
  await waitFor(
    async () => (await rows(sql`select 1 from notifications where id = ${notificationId} and not copies_due`)).length,
    {
      what: 'the dispatcher',
    },
  );
  return copiesOf(notificationId);
};
/** Moves time on: the copies (or one) are due now, as if 10 minutes had passed. */
const makeDue = (where: ReturnType<typeof sql>) => rows(sql`update mail_copies set due_at = now() where ${where}`);
const stateOf = async (id: number) =>
  (await rows<{ state: string; attempts: number }>(sql`select state, attempts from mail_copies where id = ${id}`))[0]!;
const letters = (subject: string) => smtp.received.filter((m) => m.subject === subject);
/** A header as the letter has it (mailparser makes the List-* headers objects), unfolded. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';
/** Lets the dispatcher and the sender run a few more times. */
const ticks = () => new Promise((resolve) => setTimeout(resolve, 1_200));

const answer = (userId: number, subject: string, ticket: number) =>
  sendPersonalNotification(db(), {
    userIds: [userId],
    name: subject,
    content: `<p>Ответ &amp; решение по <a href="/support/${ticket}">обращению №${ticket}</a>.</p><p>Вторая строка</p>`,
    createdBy: null,
    extraData: { ticket_id: ticket },
  });

describe('e-mail copies of messages (modules/outreach)', () => {
  let firstLetter: ParsedMail;
  let firstUser: number;

  it('a ticket answer unread 10 minutes after it came is sent once: both parts, link, unsubscribe', async () => {
    const user = await newUser();
    firstUser = user.id;
    const id = await answer(user.id, 'Ответ в обращении №5', 5);
    const [copy] = await plannedCopies(id);
    expect(copy).toMatchObject({ state: 'queued', attempts: 0 });
    expect(copy!.delay_min).toBeCloseTo(10, 5);
    await ticks();
    expect(letters('Ответ в обращении №5')).toHaveLength(0);

    await makeDue(sql`id = ${copy!.id}`);
    await until(() => letters('Ответ в обращении №5').length > 0);
    await waitFor(async () => (await stateOf(copy!.id)).state === 'sent');
    await ticks();
    expect(letters('Ответ в обращении №5')).toHaveLength(1);
    expect(await stateOf(copy!.id)).toEqual({ state: 'sent', attempts: 1 });

    const letter = (firstLetter = letters('Ответ в обращении №5')[0]!);
    expect((letter.to as { text: string }).text).toBe(user.email);
    expect(letter.messageId).toBe(`<mail-copy-${copy!.id}@lk.test.local>`);
    expect(header(letter, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(letter, 'list-unsubscribe')).toMatch(
      /^<https:\/\/lk\.test\.local\/api\/mail\/unsubscribe\?token=[^>]+>$/,
    );
    expect(letter.html).toContain('<a href="https://lk.test.local/support/5"');
    expect(letter.html).toContain('Ответ &amp; решение');
    expect(letter.html).toContain('Открыть в личном кабинете');
    expect(letter.text).toContain(
      'Ответ & решение по обращению №5 (https://lk.test.local/support/5).\n\nВторая строка',
    );
    expect(letter.text).toContain('Открыть в личном кабинете: https://lk.test.local/support/5');
    expect(letter.text).toContain('Не присылать такие письма: https://lk.test.local/unsubscribe?token=');
  });

  it('a message read before its copy is due sends no letter; one hidden neither', async () => {
    const user = await newUser();
    const read = await answer(user.id, 'Прочитанный ответ', 6);
    const hidden = await answer(user.id, 'Скрытый ответ', 7);
    const [readCopy] = await plannedCopies(read);
    const [hiddenCopy] = await plannedCopies(hidden);
    await rows(sql`update notification_recipients set read_at = now() where notification_id = ${read}`);
    await rows(sql`update notifications set is_hidden = true where id = ${hidden}`);
    await makeDue(sql`id in (${readCopy!.id}, ${hiddenCopy!.id})`);
    await waitFor(async () => (await stateOf(readCopy!.id)).state === 'skipped');
    await waitFor(async () => (await stateOf(hiddenCopy!.id)).state === 'skipped');
    expect(letters('Прочитанный ответ')).toHaveLength(0);
    expect(letters('Скрытый ответ')).toHaveLength(0);
  });

  it('a person who left after the message came gets no letter', async () => {
    const user = await newUser();
    const id = await answer(user.id, 'Ответ выбывшему', 8);
    const [copy] = await plannedCopies(id);
    await rows(sql`update users set left_at = now() where id = ${user.id}`);
    await makeDue(sql`id = ${copy!.id}`);
    await waitFor(async () => (await stateOf(copy!.id)).state === 'skipped');
    expect(letters('Ответ выбывшему')).toHaveLength(0);
  });

  it('is in the language of its recipient', async () => {
    const user = await newUser('en');
    const id = await answer(user.id, 'Answer in ticket 8', 8);
    const [copy] = await plannedCopies(id);
    await makeDue(sql`id = ${copy!.id}`);
    await until(() => letters('Answer in ticket 8').length > 0);
    const letter = letters('Answer in ticket 8')[0]!;
    expect(letter.text).toContain('Open in the portal: https://lk.test.local/support/8');
    expect(letter.html).toContain('<html lang="en">');
  });

  it('the signed link unsubscribes without a sign-in, by one click or the portal page; a forged one not', async () => {
    const url = new URL(header(firstLetter, 'list-unsubscribe').slice(1, -1));
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ success: true, result: { kind: 'answers' } });
    const [prefs] = await rows<{ email_kinds: string[] }>(
      sql`select email_kinds from user_preferences where user_id = ${firstUser}`,
    );
    expect(prefs!.email_kinds.sort()).toEqual(['notifications', 'polls', 'timetable']);

    // Again, from the portal's page (an empty JSON body): still done, nothing else turned off.
    const page = await ctx.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload: {} });
    expect(page.statusCode).toBe(200);

    // The next answer has no letter planned.
    const id = await answer(firstUser, 'Ответ после отписки', 9);
    expect(await plannedCopies(id)).toEqual([]);

    const token = url.searchParams.get('token')!;
    const forged = [
      token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      token.replace(/^\d+/, String(firstUser + 1)),
      token.replace('.answers.', '.polls.'),
      'garbage',
    ];
    for (const bad of forged) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("the daily digest gathers the day's unread messages into one letter", async () => {
    const user = await newUser();
    await rows(sql`insert into user_preferences (user_id, email_kinds, push_kinds, email_mode)
      values (${user.id}, '{notifications,answers,timetable,polls}', '{}', 'daily')`);
    const timeZone = 'Europe/Moscow';
    const day = addDays(todayIn(timeZone), -1);
    // The day's cut is 18:00 in the university's zone: these came before it, within the day.
    const [{ cut }] = (await rows<{ cut: Date }>(
      sql`select ((${day}::date + time '18:00') at time zone ${timeZone}) as cut`,
    )) as [{ cut: Date }];
    const at = (hoursBefore: number) => new Date(new Date(cut).getTime() - hoursBefore * 3_600_000);
    const send = (name: string, hoursBefore: number) =>
      sendPersonalNotification(db(), {
        userIds: [user.id],
        name,
        content: `<p>${name}</p>`,
        createdBy: null,
        sentAt: at(hoursBefore),
      });
    await send('Дайджест: первое', 5);
    await send('Дайджест: второе', 1);
    const read = await send('Дайджест: прочитанное', 2);
    await send('Дайджест: позавчерашнее', 30);
    await rows(sql`update notification_recipients set read_at = now() where notification_id = ${read}`);
    // A daily person gets no letter of each message sent now.
    const now = await answer(user.id, 'Дайджест: не отдельным письмом', 10);
    expect(await plannedCopies(now)).toEqual([]);

    await ctx.app.jobs.boss.send('outreach.digest', { day });
    const subject = 'Непрочитанные сообщения за день: 2';
    await until(() => smtp.received.some((m) => m.subject === subject && m.text?.includes('Дайджест')));
    const letter = letters(subject).find((m) => m.text?.includes('Дайджест'))!;
    expect(letter.text).toContain('Дайджест: первое');
    expect(letter.text).toContain('Дайджест: второе');
    expect(letter.text).not.toContain('прочитанное');
    expect(letter.text).not.toContain('позавчерашнее');
    expect(letter.text!.indexOf('второе')).toBeLessThan(letter.text!.indexOf('первое'));
    expect(header(letter, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Queued once a day: the job run again queues nothing.
    expect(await copiesRepository(db()).queueDigests(day, timeZone)).toBe(0);
  });

  it('a refusing SMTP server: the letter is tried again later, with backoff, and sent once', async () => {
    const user = await newUser();
    const id = await answer(user.id, 'Ответ при сбое почты', 11);
    const [copy] = await plannedCopies(id);
    refusing = true;
    await makeDue(sql`id = ${copy!.id}`);
    await waitFor(async () => (await copiesOf(id))[0]!.last_error !== null);
    refusing = false;
    const [failed] = await copiesOf(id);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    // Tried again in a minute, not at once.
    expect(failed!.due_in_s).toBeGreaterThan(50);
    await ticks();
    expect(letters('Ответ при сбое почты')).toHaveLength(0);

    await makeDue(sql`id = ${copy!.id}`);
    await until(() => letters('Ответ при сбое почты').length > 0);
    await waitFor(async () => (await stateOf(copy!.id)).state === 'sent');
    await ticks();
    expect(letters('Ответ при сбое почты')).toHaveLength(1);
    expect(await stateOf(copy!.id)).toEqual({ state: 'sent', attempts: 2 });
  });

  const MASS = 100_000;
  it(`a message to ${MASS} people is queued in batches, and the letters leave at ${RATE} a minute`, async () => {
    const before = await rows<{ n: number }>(sql`select coalesce(max(id), 0)::int as n from users`);
    await rows(sql`insert into users (email, surname, name)
      select 'mass' || g || '@test.local', 'Массов', 'Адресат' from generate_series(1, ${MASS}::int) g`);
    // As autovacuum would after such a load (PGlite has none): the plans of the foreign keys' checks,
    // cached while users was a few rows, are made again for thousands.
    await rows(sql`analyze users`);
    const [{ id }] = (await rows<{ id: number }>(
      sql`insert into notifications (name, content, short_content, status, sent_at)
          values ('Всем: объявление', '<p>Объявление</p>', 'Объявление', 'sent', now()) returning id`,
    )) as [{ id: number }];
    await rows(sql`insert into notification_recipients (notification_id, user_id)
      select ${id}, id from users where id > ${before[0]!.n}`);
    await rows(sql`update notifications set copies_due = true where id = ${id}`);
    await waitFor(
      async () => (await rows(sql`select 1 from notifications where id = ${id} and not copies_due`)).length,
      { timeout: 30_000, what: 'the copies of the mass message' },
    );
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from mail_copies where notification_id = ${id} and state = 'queued'`,
    )) as [{ n: number }];
    expect(n).toBe(MASS);
    // Planned again (a dispatcher that died after planning): nothing queued twice.
    const again = await copiesRepository(db()).plan({ id, kind: 'notifications', sentAt: new Date() }, 30_000);
    expect(again).toBe(0);

    const count = 25;
    const start = smtp.received.length;
    await makeDue(sql`id in (select id from mail_copies where notification_id = ${id} order by id limit ${count})`);
    await waitFor(() => smtp.received.length - start >= count, { timeout: 15_000, what: 'the paced letters' });
    const times = smtp.arrivals.slice(start, start + count);
    const gap = 60_000 / RATE;
    // One every 100 ms: 25 letters take 2.4 s at least (less a little for the SMTP server's own pace)…
    expect(times.at(-1)! - times[0]!).toBeGreaterThan((count - 1) * gap * 0.9);
    // …and no second holds more than its 10 (one more at its edge, one for jitter).
    for (const t of times) expect(times.filter((u) => u >= t && u < t + 1000).length).toBeLessThanOrEqual(12);
  }, 40_000);
});
