import type { Random } from './random';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Tickets per student of the demo: 2,000 for the default 6,000 students. */
const TICKETS_PER_STUDENT = 1 / 3;
/** Tickets go back this many days. */
const SPAN_DAYS = 150;

/** Sections and, for each, topics people write; some with ё, which searches take as е. */
export const subjects: { name: string; topics: string[] }[] = [
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
export const tags = ['Срочно', 'Ошибка', 'Доступ', 'Пароль', 'Данные из 1С', 'Повторное'];

export const userTexts = [
  'Здравствуйте! Подскажите, пожалуйста, что делать?',
  'Добрый день. Проблема появилась вчера, до этого всё работало.',
  'Пробовал выйти и войти снова, не помогло.',
  'Прикладываю описание ошибки: страница загружается, но данные не появляются.',
  'Спасибо, теперь всё работает.',
  'К сожалению, ошибка осталась.',
];
export const adminTexts = [
  'Здравствуйте! Проверили, данные обновлены. Проверьте, пожалуйста, ещё раз.',
  'Добрый день. Уточните, пожалуйста, номер группы и браузер, которым вы пользуетесь.',
  'Передали вопрос в отдел, ответственный за эти данные. Ответим, как только будет решение.',
  'Ошибка исправлена. Если повторится, напишите в это обращение.',
];
const reviewComments = ['Спасибо, быстро помогли', 'Долго, но решили', 'Вопрос решён', null, null];
const DESK_COMMENT = 'Проверить данные в 1С';

export interface Author {
  userId: number;
  key: 'student' | 'employee';
  accountId: number;
}

export interface PlannedTicket {
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

/** The demo student's tickets: one closed with a review, one open that support answered. */
function demoStudentTickets(author: Author, now: Date): PlannedTicket[] {
  const day = (n: number) => new Date(now.getTime() - n * DAY);
  return [
    {
      author,
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
      author,
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
  ];
}

/**
 * The tickets, planned before any is written: about one for three students (about one in seven an
 * employee's), the demo student's two, oldest first, the newest showing every state (showcaseNewest).
 */
export function planTickets(
  rng: Random,
  authors: { students: Author[]; employees: Author[] },
  opts: { now: Date; studentCount: number; demoStudentUserId: number | undefined },
): { planned: PlannedTicket[]; demoStudent: Author | undefined } {
  const { students: studentAuthors, employees: employeeAuthors } = authors;
  const count = Math.round(opts.studentCount * TICKETS_PER_STUDENT);
  const planned: PlannedTicket[] = [];
  for (let i = 0; i < count; i++) {
    const pool =
      employeeAuthors.length && (rng.chance(0.15) || !studentAuthors.length) ? employeeAuthors : studentAuthors;
    if (!pool.length) break;
    planned.push(planTicket(rng, rng.pick(pool), opts.now));
  }
  const demoStudent = studentAuthors.find((s) => s.userId === opts.demoStudentUserId);
  if (demoStudent) planned.push(...demoStudentTickets(demoStudent, opts.now));
  // Oldest first, so that ids grow with the date as they do in use.
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  showcaseNewest(
    planned
      .filter((t) => t.author !== demoStudent)
      .slice(-3)
      .reverse(),
    opts.now,
  );
  return { planned, demoStudent };
}
