import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  admins,
  employees,
  files,
  students,
  ticketMessages,
  ticketSubjects,
  ticketTagLinks,
  ticketTags,
  tickets,
} from '../db/schema';
import type { FileStorage } from '../modules/files/storage';
import { notifyAnswer } from '../modules/tickets/notify';
import { demoFiles, storeDemoFile, type DemoFile } from './demo-files';
import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Tickets per student of the demo: 2,000 for the default 6,000 students. */
const TICKETS_PER_STUDENT = 1 / 3;
/** Tickets go back this many days. */
const SPAN_DAYS = 150;
const CHUNK = 1000;

/** Sections and, for each, topics people write; some with ё, which searches take as е. */
const subjects: { name: string; topics: string[] }[] = [
  {
    name: 'Личный кабинет',
    topics: [
      'Не могу войти',
      'Не приходит письмо для сброса пароля',
      'Ошибка при смене аккаунта',
      'Не отображается фамилия',
      'Неверные данные в профиле',
    ],
  },
  {
    name: 'Расписание',
    topics: [
      'Нет расписания группы',
      'Неверная аудитория в расписании',
      'Расписание преподавателя пустое',
      'Не отображается чётная неделя',
    ],
  },
  {
    name: 'Электронная почта',
    topics: ['Не приходят письма', 'Переполнен почтовый ящик', 'Нужен доступ к почте кафедры'],
  },
  {
    name: 'Wi-Fi',
    topics: ['Не подключается к Wi-Fi в общежитии', 'Забыл пароль от Wi-Fi', 'Низкая скорость в корпусе'],
  },
  {
    name: 'Зачётная книжка и оценки',
    topics: ['Не вижу оценки за сессию', 'Ошибка в зачётной книжке', 'Не учтён зачёт по практике'],
  },
  { name: 'Библиотека', topics: ['Не открывается электронная библиотека', 'Продлить книгу', 'Нет доступа к ЭБС'] },
  { name: 'Справки и заявки', topics: ['Справка об обучении', 'Заявка не рассмотрена', 'Статус заявки не меняется'] },
  { name: 'Другое', topics: ['Предложение по работе кабинета', 'Вопрос по уведомлению', 'Ещё один вопрос'] },
];
const tags = ['Срочно', 'Ошибка', 'Доступ', 'Пароль', 'Данные из 1С', 'Повторное'];

const userTexts = [
  'Здравствуйте! Подскажите, пожалуйста, что делать?',
  'Добрый день. Проблема появилась вчера, до этого всё работало.',
  'Пробовал выйти и войти снова, не помогло.',
  'Прикладываю описание ошибки: страница загружается, но данные не появляются.',
  'Спасибо, теперь всё работает.',
  'К сожалению, ошибка осталась.',
];
const adminTexts = [
  'Здравствуйте! Проверили, данные обновлены. Проверьте, пожалуйста, ещё раз.',
  'Добрый день. Уточните, пожалуйста, номер группы и браузер, которым вы пользуетесь.',
  'Передали вопрос в отдел, ответственный за эти данные. Ответим, как только будет решение.',
  'Ошибка исправлена. Если повторится, напишите в это обращение.',
];
const reviewComments = ['Спасибо, быстро помогли', 'Долго, но решили', 'Вопрос решён', null, null];
const DESK_COMMENT = 'Проверить данные в 1С';

interface Author {
  userId: number;
  key: 'student' | 'employee';
  accountId: number;
}

interface PlannedTicket {
  author: Author;
  subjectIndex: number;
  topic: string;
  status: 1 | 2 | 3;
  isRead: boolean;
  createdAt: Date;
  autoCloseAt: Date | null;
  closedAt: Date | null;
  review: { rating: number; comment: string | null; at: Date } | null;
  tagIndexes: number[];
  /** Support's comment. */
  comment: string | null;
  /** Authors of the dialog in order: 1 the user, 3 support. */
  dialog: (1 | 3)[];
}

const html = (text: string) => `<p>${text}</p>`;

/** A ticket's dialog: starts with the user, alternates, ends as its status says (1: the user's turn was last). */
function dialogFor(rng: Random, status: 1 | 2 | 3): (1 | 3)[] {
  const rounds = rng.int(0, 2);
  const dialog: (1 | 3)[] = [1];
  for (let i = 0; i < rounds; i++) dialog.push(3, 1);
  if (status === 2 || (status === 3 && rng.chance(0.85))) dialog.push(3);
  return dialog;
}

function planTicket(rng: Random, author: Author, now: Date): PlannedTicket {
  const age = Math.floor(rng.next() ** 1.4 * SPAN_DAYS);
  const tagIndexes = rng.chance(0.35) ? [...new Set([rng.int(0, tags.length - 1), rng.int(0, tags.length - 1)])] : [];
  const createdAt = new Date(now.getTime() - age * DAY - rng.int(0, 23 * 60) * 60_000);
  // Old tickets are mostly closed; recent ones still open.
  const status: 1 | 2 | 3 =
    age > 14
      ? rng.chance(0.9)
        ? 3
        : rng.pick([1, 2] as const)
      : rng.weighted([1, 2, 3] as const, (s) => (s === 3 ? 2 : 1));
  const subjectIndex = rng.int(0, subjects.length - 1);
  const dialog = dialogFor(rng, status);
  const lastAt = new Date(createdAt.getTime() + dialog.length * rng.int(1, 20) * HOUR);
  const closedAt = status === 3 ? new Date(Math.min(now.getTime(), lastAt.getTime() + DAY)) : null;
  return {
    author,
    subjectIndex,
    topic: rng.pick(subjects[subjectIndex]!.topics),
    status,
    isRead: status !== 1 || rng.chance(0.4),
    createdAt,
    autoCloseAt: status === 2 && rng.chance(0.3) ? new Date(now.getTime() + rng.int(1, 7) * DAY) : null,
    closedAt,
    review:
      closedAt && rng.chance(0.3)
        ? {
            rating: rng.weighted([1, 2, 3, 4, 5], (r) => r),
            comment: rng.pick(reviewComments),
            at: new Date(Math.min(now.getTime(), closedAt.getTime() + HOUR)),
          }
        : null,
    tagIndexes,
    comment: tagIndexes.length && rng.chance(0.5) ? DESK_COMMENT : null,
    dialog,
  };
}

/**
 * The desk's first page shows every state a ticket can be in, whatever the random plan gave: of
 * the newest tickets (`newest`, newest first) one is unread with tags and support's comment,
 * one waits for the user and closes by itself in a few days, one is closed with the author's review.
 */
function showcaseNewest(newest: PlannedTicket[], now: Date): void {
  const [unread, autoClosing, reviewed] = newest;
  if (unread)
    Object.assign(unread, {
      status: 1,
      isRead: false,
      tagIndexes: [0, 1],
      comment: DESK_COMMENT,
      autoCloseAt: null,
      closedAt: null,
      review: null,
      dialog: [1],
    } satisfies Partial<PlannedTicket>);
  if (autoClosing)
    Object.assign(autoClosing, {
      status: 2,
      isRead: true,
      autoCloseAt: new Date(now.getTime() + 5 * DAY),
      closedAt: null,
      review: null,
      dialog: [1, 3],
    } satisfies Partial<PlannedTicket>);
  if (reviewed)
    Object.assign(reviewed, {
      status: 3,
      isRead: true,
      autoCloseAt: null,
      closedAt: now,
      review: { rating: 4, comment: 'Спасибо, вопрос решён', at: now },
      dialog: [1, 3],
    } satisfies Partial<PlannedTicket>);
}

/**
 * Support tickets over the last months in every status, with their dialogs (no files: uploads
 * come later), authored by students and employees, about one for three students. The demo
 * student has an open ticket that support answered (with the inbox notification of it) and a
 * closed one with a review. Deterministic from `rng`; rows go in 1,000 a statement.
 */
export async function seedDemoTickets(
  db: DbOrTx,
  rng: Random,
  opts: {
    now: Date;
    studentCount: number;
    adminUserId: number;
    demoStudentUserId: number | undefined;
    files?: FileStorage;
  },
): Promise<number> {
  const attach = opts.files ? await demoAttacher(opts.files, rng.fork('files')) : null;
  const subjectIds = (
    await db
      .insert(ticketSubjects)
      .values(subjects.map((s) => ({ name: s.name })))
      .returning({ id: ticketSubjects.id })
  ).map((r) => r.id);
  const tagIds = (
    await db
      .insert(ticketTags)
      .values(tags.map((name) => ({ name })))
      .returning({ id: ticketTags.id })
  ).map((r) => r.id);
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.userId, opts.adminUserId));
  const adminAccount = { userId: opts.adminUserId, accountId: admin?.id ?? null };

  const studentAuthors: Author[] = (
    await db.select({ id: students.id, userId: students.userId }).from(students).orderBy(students.id)
  ).map((s) => ({ userId: s.userId, key: 'student', accountId: s.id }));
  const employeeAuthors: Author[] = (
    await db.select({ id: employees.id, userId: employees.userId }).from(employees).orderBy(employees.id)
  ).map((e) => ({ userId: e.userId, key: 'employee', accountId: e.id }));
  const count = Math.round(opts.studentCount * TICKETS_PER_STUDENT);
  const planned: PlannedTicket[] = [];
  for (let i = 0; i < count; i++) {
    const pool =
      employeeAuthors.length && (rng.chance(0.15) || !studentAuthors.length) ? employeeAuthors : studentAuthors;
    if (!pool.length) break;
    planned.push(planTicket(rng, rng.pick(pool), opts.now));
  }
  const demoStudent = studentAuthors.find((s) => s.userId === opts.demoStudentUserId);
  if (demoStudent) {
    const day = (n: number) => new Date(opts.now.getTime() - n * DAY);
    planned.push(
      {
        author: demoStudent,
        subjectIndex: 4,
        topic: 'Ошибка в зачётной книжке',
        status: 3,
        isRead: true,
        createdAt: day(40),
        autoCloseAt: null,
        closedAt: day(38),
        review: { rating: 5, comment: 'Спасибо, быстро исправили', at: day(37) },
        tagIndexes: [1],
        comment: null,
        dialog: [1, 3, 1, 3],
      },
      {
        author: demoStudent,
        subjectIndex: 1,
        topic: 'Нет расписания группы',
        status: 2,
        isRead: true,
        createdAt: day(2),
        autoCloseAt: null,
        closedAt: null,
        review: null,
        tagIndexes: [],
        comment: null,
        dialog: [1, 3],
      },
    );
  }
  // Oldest first, so that ids grow with the date as they do in use.
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  showcaseNewest(
    planned
      .filter((t) => t.author !== demoStudent)
      .slice(-3)
      .reverse(),
    opts.now,
  );

  for (let from = 0; from < planned.length; from += CHUNK) {
    const chunk = planned.slice(from, from + CHUNK);
    const ids = (
      await db
        .insert(tickets)
        .values(
          chunk.map((t) => ({
            authorUserId: t.author.userId,
            authorAccountKey: t.author.key,
            authorAccountId: t.author.accountId,
            subjectId: subjectIds[t.subjectIndex]!,
            subSubject: t.topic,
            statusId: t.status,
            isRead: t.isRead,
            comment: t.comment,
            autoCloseAt: t.autoCloseAt,
            createdAt: t.createdAt,
            closedAt: t.closedAt,
            reviewRating: t.review?.rating ?? null,
            reviewComment: t.review?.comment ?? null,
            reviewedAt: t.review?.at ?? null,
          })),
        )
        .returning({ id: tickets.id })
    ).map((r) => r.id);

    const messages = chunk.flatMap((t, i) =>
      t.dialog.map((type, k) => ({
        ticketId: ids[i]!,
        authorUserId: type === 1 ? t.author.userId : adminAccount.userId,
        authorType: type,
        authorAccountKey: type === 1 ? t.author.key : ('admin' as const),
        authorAccountId: type === 1 ? t.author.accountId : adminAccount.accountId,
        message: html(
          type === 1
            ? k === 0
              ? `${rng.pick(userTexts.slice(0, 4))} ${t.topic}.`
              : rng.pick(userTexts)
            : rng.pick(adminTexts),
        ),
        createdAt: new Date(Math.min(opts.now.getTime(), t.createdAt.getTime() + k * rng.int(1, 20) * HOUR)),
      })),
    );
    const messageIds: number[] = [];
    for (let m = 0; m < messages.length; m += CHUNK) {
      messageIds.push(
        ...(
          await db
            .insert(ticketMessages)
            .values(messages.slice(m, m + CHUNK))
            .returning({ id: ticketMessages.id })
        ).map((r) => r.id),
      );
    }
    if (attach) {
      const kinds = chunk.flatMap((t) =>
        t.dialog.map((type, k) => ({
          type,
          first: k === t.dialog.indexOf(type),
          demo: t.author === demoStudent ? t.status : null,
        })),
      );
      const rows = messages.flatMap((message, m) =>
        attach(kinds[m]!).map((file) => ({ message, id: messageIds[m]!, file })),
      );
      for (let r = 0; r < rows.length; r += CHUNK) {
        await db
          .insert(files)
          .values(
            rows
              .slice(r, r + CHUNK)
              .map(({ message, id, file }) => attach.row(file, message.authorUserId, message.createdAt, id)),
          );
      }
    }
    const links = chunk.flatMap((t, i) => t.tagIndexes.map((tag) => ({ ticketId: ids[i]!, tagId: tagIds[tag]! })));
    if (links.length) await db.insert(ticketTagLinks).values(links);
  }

  // The demo student's open ticket was answered: its notification is in their inbox.
  if (demoStudent) {
    const [open] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`${tickets.authorUserId} = ${demoStudent.userId} and ${tickets.statusId} = 2`)
      .orderBy(sql`${tickets.id} desc`)
      .limit(1);
    if (open) {
      await notifyAnswer(db, {
        ticketId: open.id,
        authorUserId: demoStudent.userId,
        answeredBy: opts.adminUserId,
        sentAt: new Date(opts.now.getTime() - DAY),
      });
    }
  }
  return planned.length;
}

const MESSAGE_KIND = 'ticket_message';

/**
 * Attachments for the demo's messages, the three demo files stored once and attached many times
 * (a row each, as uploads of the same content would be): the demo student's open ticket opens with
 * a photo of the timetable and support answers their closed one with a PDF; elsewhere about one
 * first message in eight carries a screenshot and one support answer in twenty a PDF.
 */
async function demoAttacher(storage: FileStorage, rng: Random) {
  const demo = demoFiles();
  const stored = new Map<DemoFile, { hash: string; size: number }>();
  for (const file of Object.values(demo)) stored.set(file, await storeDemoFile(storage, file));
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  const pick = ({
    type,
    first,
    demo: demoStatus,
  }: {
    type: 1 | 3;
    first: boolean;
    demo: number | null;
  }): DemoFile[] => {
    if (demoStatus !== null)
      return first && type === (demoStatus === 3 ? 3 : 1) ? [demoStatus === 3 ? demo.statement : demo.photo] : [];
    if (type === 1) return first && rng.chance(0.12) ? [demo.screenshot] : [];
    return rng.chance(0.05) ? [demo.statement] : [];
  };
  return Object.assign(pick, {
    row: (file: DemoFile, uploadedBy: number, at: Date, messageId: number) => ({
      uuid: uuid(),
      sha256: stored.get(file)!.hash,
      size: stored.get(file)!.size,
      mimeType: file.mimeType,
      originalName: file.name,
      uploadedBy,
      createdAt: at,
      attachedKind: MESSAGE_KIND,
      attachedId: messageId,
      attachedAt: at,
    }),
  });
}
