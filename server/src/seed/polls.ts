import { eq, sql } from 'drizzle-orm';
import type { PollQuestion } from '@portal/contract';
import type { DbOrTx } from '../db/client';
import { courses, pollAnswers, pollResults, polls } from '../db/schema';
import { audienceUsers, countAudience } from '../modules/audience/repository';
import { pollsRepository } from '../modules/polls/repository';
import { employeeFilter, studentFilter, type AudienceFilter } from './audience';
import type { Random } from './random';

const DAY = 86_400_000;

/** What a demo poll's audience may name: the first course's id (its number is 1). */
interface AudienceIds {
  firstCourse: number;
}

interface DemoPoll {
  name: string;
  description: string;
  comment: string;
  audience: AudienceFilter | ((ids: AudienceIds) => AudienceFilter);
  /** Offered after sign-in until filled in (README decision 9). */
  worksheet?: true;
  /** 0: the admin, 1: the notification and poll manager. */
  author: 0 | 1;
  status: 'draft' | 'open' | 'close';
  /** Days before seeding it was opened, and closed. */
  openedDaysAgo?: number;
  closedDaysAgo?: number;
  /** The share of the audience that has answered, in thousandths. */
  answeredPermille?: number;
  questions: PollQuestion[];
}

let nextTempId = -1;
const tempId = () => nextTempId--;
const choice = (
  text: string,
  type: 'one_variant' | 'many_variant',
  variants: string[],
  opts: { required?: boolean; allowCustom?: boolean; description?: string } = {},
): PollQuestion => ({
  id: tempId(),
  text,
  description: opts.description ?? null,
  required: opts.required ?? true,
  answer: { type, allow_custom: opts.allowCustom ?? false, variants: variants.map((v) => ({ id: tempId(), text: v })) },
});
const free = (text: string, required = false): PollQuestion => ({
  id: tempId(),
  text,
  description: null,
  required,
  answer: { type: 'text', allow_custom: false, variants: [] },
});

/** Text answers the demo's respondents give, by question. */
const textAnswers: Record<string, string[]> = {
  'Что бы вы предложили изменить?': [
    'Больше вегетарианских блюд',
    'Открывать буфет в корпусе 3 раньше, к первой паре',
    'Поставить ещё одну кассу: в большой перерыв очередь на 15 минут',
    'Цены нормальные, спасибо',
    'Сделать меню на неделю на сайте',
  ],
  'Что мешает вам в работе?': [
    'Старые компьютеры в аудитории 214',
    'Шумно в коридоре у лифтов',
    'Не хватает переговорных комнат',
    'Медленный Wi-Fi в корпусе 5',
  ],
  'Что было самым трудным в первые недели?': [
    'Найти аудитории в корпусах',
    'Привыкнуть к парам по 90 минут',
    'Разобраться с расписанием и электронными курсами',
    'Всё было понятно, спасибо кураторам',
  ],
  'Какие курсы вам нужны?': [
    'Английский язык для публикаций',
    'Работа в системе дистанционного обучения',
    'Первая помощь',
    'Анализ данных на Python',
  ],
  'Ваши пожелания к следующему семестру': [
    'Меньше окон в расписании',
    'Больше практических занятий',
    'Выкладывать материалы лекций заранее',
    'Начинать пары не раньше 9:00',
  ],
};

const demoPolls: DemoPoll[] = [
  {
    name: 'Качество питания в столовых',
    description: 'Комбинат питания просит оценить работу столовых и буфетов университета. Опрос займёт 2–3 минуты.',
    comment: 'Для комбината питания: итоги к совещанию 1 декабря',
    audience: studentFilter(),
    author: 1,
    status: 'open',
    openedDaysAgo: 3,
    answeredPermille: 120,
    questions: [
      choice('Как часто вы питаетесь в столовых университета?', 'one_variant', [
        'Каждый день',
        '2–3 раза в неделю',
        'Раз в неделю и реже',
        'Не питаюсь',
      ]),
      choice('Что вы обычно берёте?', 'many_variant', ['Комплексный обед', 'Первые блюда', 'Выпечку', 'Напитки'], {
        allowCustom: true,
        required: false,
        description: 'Можно выбрать несколько вариантов или написать свой',
      }),
      choice('Оцените качество блюд', 'one_variant', ['Отлично', 'Хорошо', 'Удовлетворительно', 'Плохо']),
      free('Что бы вы предложили изменить?'),
    ],
  },
  {
    name: 'Условия труда на рабочем месте',
    description: 'Ежегодный опрос сотрудников об условиях труда. Ответы анонимны для руководителей подразделений.',
    comment: 'Отдел охраны труда',
    audience: employeeFilter(),
    author: 0,
    status: 'open',
    openedDaysAgo: 6,
    answeredPermille: 180,
    questions: [
      choice('Насколько вы довольны своим рабочим местом?', 'one_variant', [
        'Полностью доволен',
        'Скорее доволен',
        'Скорее не доволен',
        'Не доволен',
      ]),
      choice(
        'Что нужно улучшить в первую очередь?',
        'many_variant',
        ['Компьютерную технику', 'Мебель', 'Освещение', 'Вентиляцию и отопление'],
        { allowCustom: true },
      ),
      free('Что мешает вам в работе?'),
    ],
  },
  {
    name: 'Организация учебного процесса в осеннем семестре',
    description: 'Учебно-методическое управление собирает мнения студентов о расписании и организации занятий.',
    comment: 'УМУ, к учёному совету',
    audience: studentFilter(),
    author: 1,
    status: 'close',
    openedDaysAgo: 45,
    closedDaysAgo: 15,
    answeredPermille: 420,
    questions: [
      choice('Удобно ли вам расписание занятий?', 'one_variant', ['Да', 'Скорее да', 'Скорее нет', 'Нет']),
      choice(
        'Каких занятий вам не хватает?',
        'many_variant',
        ['Практических', 'Лабораторных', 'Консультаций перед экзаменами', 'Всего хватает'],
        { required: false },
      ),
      choice('Пользуетесь ли вы электронными курсами?', 'one_variant', ['Постоянно', 'Иногда', 'Нет'], {
        allowCustom: true,
      }),
      free('Ваши пожелания к следующему семестру'),
    ],
  },
  {
    name: 'Анкета первокурсника',
    description:
      'Расскажите о себе, чтобы кураторы и студенческий офис помогли вам в первый год учёбы. Анкета займёт 3 минуты.',
    comment: 'Управление по воспитательной работе: итоги кураторам групп',
    audience: ({ firstCourse }) => studentFilter({ courses: [firstCourse] }),
    worksheet: true,
    author: 0,
    status: 'open',
    openedDaysAgo: 20,
    answeredPermille: 560,
    questions: [
      choice(
        'Откуда вы узнали об университете?',
        'many_variant',
        ['Сайт университета', 'День открытых дверей', 'Друзья и родственники', 'Социальные сети'],
        { allowCustom: true },
      ),
      choice('Нужно ли вам общежитие?', 'one_variant', [
        'Да, уже живу в общежитии',
        'Да, но место пока не дали',
        'Нет',
      ]),
      choice(
        'Чем вы хотите заниматься помимо учёбы?',
        'many_variant',
        ['Спортом', 'Наукой', 'Творчеством', 'Волонтёрством'],
        { required: false },
      ),
      free('Что было самым трудным в первые недели?'),
    ],
  },
  {
    name: 'Анкета сотрудника: повышение квалификации',
    description: 'Отдел кадров планирует курсы повышения квалификации на следующий год.',
    comment: 'Отдел кадров',
    audience: employeeFilter(),
    worksheet: true,
    author: 1,
    status: 'close',
    openedDaysAgo: 60,
    closedDaysAgo: 30,
    answeredPermille: 710,
    questions: [
      choice('Проходили ли вы повышение квалификации за последние три года?', 'one_variant', ['Да', 'Нет']),
      choice('В какой форме вам удобнее учиться?', 'many_variant', ['Очно', 'Дистанционно', 'Смешанно']),
      free('Какие курсы вам нужны?'),
    ],
  },
  {
    name: 'Удобство личного кабинета',
    description: 'Расскажите, чем вы пользуетесь в личном кабинете и чего в нём не хватает.',
    comment: '',
    audience: studentFilter({ courses: [] }),
    author: 0,
    status: 'draft',
    questions: [
      choice(
        'Какими разделами вы пользуетесь чаще всего?',
        'many_variant',
        ['Уведомления', 'Опросы', 'Служба поддержки'],
        { allowCustom: true },
      ),
      free('Чего не хватает в личном кабинете?'),
    ],
  },
];

/**
 * The demo polls (issue 13 §7): an open one for every student and one for every employee that the
 * demo users have not answered yet, a closed one with thousands of answers, a draft; the
 * worksheets: an open one for the first year (the demo student's), a closed one of the staff; the admin
 * and the manager take turns. Answers are chosen by a hash of the user id (deterministic), with
 * `INSERT … SELECT` over the audience.
 */
export async function seedDemoPolls(
  db: DbOrTx,
  rng: Random,
  opts: { authorIds: readonly [number, number]; now: Date; keepUnanswered: readonly number[] },
): Promise<number> {
  nextTempId = -1;
  const repo = pollsRepository(db);
  const [firstCourse] = await db.select({ id: courses.id }).from(courses).where(eq(courses.number, 1));
  const ids: AudienceIds = { firstCourse: firstCourse?.id ?? 0 };
  for (const demoPoll of demoPolls) {
    const poll = {
      ...demoPoll,
      audience: typeof demoPoll.audience === 'function' ? demoPoll.audience(ids) : demoPoll.audience,
    };
    const openedAt = poll.openedDaysAgo === undefined ? null : new Date(opts.now.getTime() - poll.openedDaysAgo * DAY);
    const closedAt = poll.closedDaysAgo === undefined ? null : new Date(opts.now.getTime() - poll.closedDaysAgo * DAY);
    const id = await repo.insert({
      name: poll.name,
      description: poll.description,
      comment: poll.comment,
      exData: poll.worksheet ? { is_worksheet: true } : {},
      isWorksheet: poll.worksheet === true,
      closesAt: null,
      respondentType: poll.audience.type,
      filter: poll.audience.data as unknown as Record<string, unknown>,
      createdBy: opts.authorIds[poll.author],
    });
    await repo.replaceQuestions(id, poll.questions);
    await db
      .update(polls)
      .set({
        status: poll.status,
        createdAt: new Date((openedAt ?? opts.now).getTime() - rng.int(2, 72) * 3_600_000),
        openedAt,
        closedAt,
        audienceTotal: openedAt ? await countAudience(db, poll.audience) : null,
      })
      .where(eq(polls.id, id));
    if (!openedAt || !poll.answeredPermille) continue;

    const salt = rng.int(0, 999_983);
    const spanSeconds = Math.max(3600, Math.floor(((closedAt ?? opts.now).getTime() - openedAt.getTime()) / 1000));
    const keep = opts.keepUnanswered.length
      ? sql`and user_id <> all(${sql.param([...opts.keepUnanswered])}::int[])`
      : sql``;
    await db.execute(sql`
      insert into ${pollResults} (poll_id, user_id, finished_at)
      select ${id}::int, a.user_id, ${openedAt.toISOString()}::timestamptz + mod(a.user_id::bigint * 104729 +
      ${salt}::bigint, ${spanSeconds}::bigint) * interval '1 second'
      from (${audienceUsers(poll.audience)}) a
      where mod(a.user_id::bigint * 7919 + ${salt}::bigint, 1000) < ${poll.answeredPermille}::int ${keep}`);

    for (const [index, question] of (await repo.questions(id)).entries()) {
      const pick = (k: number) => sql`mod(r.user_id::bigint * ${7919 + 31 * index + k}::bigint + ${salt}::bigint, 997)`;
      const variants = sql.param(question.variants.map((v) => v.id));
      const own =
        question.answerType === 'text'
          ? (textAnswers[question.text] ?? [])
          : question.allowCustom
            ? ['Другое: зависит от дня']
            : [];
      // The first variants are the likelier ones; a few write their own text where they may.
      const first = sql`(${variants}::int[])[1 + floor(power(${pick(1)}::float / 997, 1.6) *
          ${question.variants.length || 1})::int]`;
      const chosen =
        question.answerType === 'text'
          ? sql`'{}'::int[]`
          : question.answerType === 'one_variant'
            ? sql`array[${first}]`
            : sql`array(select distinct unnest(array[${first}, (${variants}::int[])[1 + ${pick(2)} %
                ${question.variants.length}]]))`;
      const text = own.length
        ? sql`case when ${pick(3)} < ${question.answerType === 'text' ? 450 : 60} then (${sql.param(own)}::text[])[1 +
            ${pick(4)} % ${own.length}] end`
        : sql`null::text`;
      // A question that is not required is skipped by some.
      const answered = question.required ? sql`true` : sql`${pick(5)} < 700`;
      await db.execute(sql`
        insert into ${pollAnswers} (poll_id, user_id, question_id, variant_ids, custom_answer)
        select * from (
          select ${id}::int as poll_id, r.user_id, ${question.id}::int as question_id,
            ${question.answerType === 'text' ? sql`'{}'::int[]` : chosen} as variant_ids, ${text} as custom_answer
          from ${pollResults} r where r.poll_id = ${id}::int and ${answered}
        ) a
        where cardinality(a.variant_ids) > 0 or a.custom_answer is not null`);
    }
  }
  return demoPolls.length;
}
