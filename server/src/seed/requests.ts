import { sql } from 'drizzle-orm';
import { deskStrings } from '@portal/contract';
import { queryRows, type DbOrTx } from '../db/client';
import { requestCategories, requestMessages, requestRecipients, requests } from '../db/schema';
import { offices } from './catalog';
import type { Random } from './random';

/** The services of each office that serves requests, and the letters' address. */
const services: Record<string, { email: string; services: string[] }> = {
  'Центр информационных технологий': {
    email: 'cit',
    services: [
      'Подключение компьютера к сети',
      'Установка программного обеспечения',
      'Ремонт оргтехники',
      'Учётная запись и доступы',
    ],
  },
  'Административно-хозяйственная часть': {
    email: 'aho',
    services: ['Мелкий ремонт в помещении', 'Вывоз мебели', 'Уборка помещения', 'Замена ламп'],
  },
  Бухгалтерия: { email: 'buh', services: ['Справка о доходах', 'Расчётный листок', 'Авансовый отчёт'] },
  Библиотека: { email: 'library', services: ['Подбор литературы', 'Заказ книги по межбиблиотечному абонементу'] },
  'Студенческий городок': { email: 'campus', services: ['Заселение гостей', 'Ремонт в общежитии'] },
  'Юридический отдел': { email: 'law', services: ['Проверка договора', 'Консультация юриста'] },
  'Общий отдел': { email: 'office', services: ['Регистрация служебной записки', 'Копия приказа'] },
  'Отдел охраны труда': { email: 'safety', services: ['Инструктаж по охране труда', 'Выдача спецодежды'] },
  'Отдел закупок': { email: 'zakupki', services: ['Закупка оборудования', 'Закупка канцтоваров'] },
  'Издательский центр': { email: 'print', services: ['Печать методических материалов', 'Вёрстка и редактура'] },
};
/** The services whose responsible is the demo manager (the rest: an employee of the department). */
const managersServices = new Set([
  'Подключение компьютера к сети',
  'Установка программного обеспечения',
  'Мелкий ремонт в помещении',
]);

/**
 * The departments and services of the requests (issue 14 §6): the offices that serve requests,
 * each with its services; the responsible of each is an employee working there (the demo manager
 * for a few), the address `<office>@demo.local`.
 */
export async function seedDemoRequestCategories(db: DbOrTx, opts: { managerUserId: number }): Promise<number> {
  const [manager] = await queryRows<{ id: number }>(
    db,
    sql`select id from employees where user_id = ${opts.managerUserId}::int order by id limit 1`,
  );
  let count = 0;
  for (const [order, office] of offices.filter((o) => o.servesRequests).entries()) {
    const spec = services[office.name];
    if (!spec) continue;
    const staff = await queryRows<{ id: number }>(
      db,
      sql`select distinct e.id from employees e join employee_works w on w.employee_id = e.id join
          employee_departments d on d.id = w.department_id
          where d.name = ${office.name} order by e.id limit 3`,
    );
    const head = staff[0]?.id ?? manager?.id;
    if (head === undefined) continue;
    const email = `${spec.email}@demo.local`;
    const [department] = await db
      .insert(requestCategories)
      .values({ name: office.name, recipientId: head, recipientEmail: email, order: order + 1, description: null })
      .returning({ id: requestCategories.id });
    count++;
    for (const [i, name] of spec.services.entries()) {
      const responsible =
        managersServices.has(name) && manager ? manager.id : (staff[i % Math.max(1, staff.length)]?.id ?? head);
      await db
        .insert(requestCategories)
        .values({ parentId: department!.id, name, recipientId: responsible, recipientEmail: email, order: i + 1 });
      count++;
    }
  }
  return count;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SPAN_DAYS = 180;
const CHUNK = 1000;

/** What the authors write and are answered, by kind. */
const texts = {
  request: {
    descriptions: [
      'Прошу выполнить работы как можно скорее.',
      'Проблема повторяется уже несколько дней.',
      'Нужно до конца недели, заранее спасибо.',
      'Подробности могу рассказать по телефону.',
      'Ранее уже обращался, но вопрос не решён.',
      'Требуется для учебного процесса, занятия в этой аудитории ежедневно.',
    ],
    answers: [
      'Уточните, пожалуйста, удобное время.',
      'Сотрудник подойдёт сегодня после обеда.',
      'Работы выполнены, проверьте, пожалуйста.',
      'Нужна служебная записка от руководителя подразделения.',
    ],
    replies: ['Спасибо, жду.', 'Удобно завтра с 10 до 12.', 'Всё работает, спасибо!', 'Записку передали.'],
  },
  question: {
    descriptions: [
      'Подскажите, пожалуйста, какие документы нужны?',
      'Сколько времени займёт оформление?',
      'Можно ли подать заявление онлайн?',
      'Куда обратиться, если срок уже прошёл?',
      'Нужна ли подпись руководителя практики?',
    ],
    answers: [
      'Подойдите в кабинет 214 с паспортом и студенческим билетом.',
      'Оформление занимает до трёх рабочих дней.',
      'Да, заявление можно прислать на почту отдела.',
      'Уточните, пожалуйста, номер группы.',
    ],
    replies: ['Спасибо за ответ!', 'Группа указана в профиле.', 'Понятно, спасибо.'],
  },
};
const frames = ['Главный корпус', 'Корпус А', 'Корпус Б', 'Лабораторный корпус', 'Учебный корпус № 2'];
const places = [
  'Кафедра физики',
  'Кафедра высшей математики',
  'Деканат',
  'Кафедра информатики',
  'Учебный отдел',
  'Кафедра истории',
  'Лаборатория материаловедения',
];

interface PlannedMessage {
  side: 1 | 3;
  userId: number;
  accountKey: 'employee' | 'student';
  accountId: number;
  text: string;
  at: Date;
}

/**
 * Requests to the services (issue 14 §6: about 2.5 an employee) or students' questions (one for
 * ten students) over the last half year, in every status, with their chats (the description, the
 * automatic acceptance, answers and replies) and performers (the responsible, sometimes a
 * colleague too). Recent ones are new and unread by the performers; some accepted ones have an
 * answer the author has not read. The demo employee (student) has one in each state.
 * Deterministic from `rng`.
 */
export async function seedDemoRequests(
  db: DbOrTx,
  rng: Random,
  opts: { now: Date; kind: 'request' | 'question'; count: number; demoUserId: number | undefined },
): Promise<number> {
  const { kind } = opts;
  const serviceRows = await queryRows<{ id: number; recipient_id: number | null }>(
    db,
    sql`select id, recipient_id from request_categories where parent_id is not null and kind = ${kind} order by id`,
  );
  const employeeRows = await queryRows<{ id: number; user_id: number }>(
    db,
    sql`select id, user_id from employees order by id`,
  );
  const people =
    kind === 'request'
      ? employeeRows
      : await queryRows<{ id: number; user_id: number }>(db, sql`select id, user_id from students order by id`);
  const services = serviceRows.filter((s): s is { id: number; recipient_id: number } => s.recipient_id !== null);
  if (!services.length || !people.length) return 0;
  const userOf = new Map(employeeRows.map((p) => [p.id, p.user_id]));
  const demo = people.find((p) => p.user_id === opts.demoUserId);
  const words = texts[kind];
  const authorKey = kind === 'request' ? 'employee' : 'student';

  const requestRows: (typeof requests.$inferInsert)[] = [];
  const performerRows: { index: number; employeeId: number }[] = [];
  const messageRows: { index: number; message: PlannedMessage }[] = [];
  for (let i = 0; i < opts.count; i++) {
    // The demo author's own: the newest four, one in each state (new, accepted and answered, accepted, closed).
    const showcase = demo && i < 4 ? i : null;
    const author = showcase !== null ? demo! : rng.pick(people);
    const service = rng.pick(services);
    const age = showcase !== null ? [0.05, 1, 3, 10][showcase]! : rng.next() ** 1.3 * SPAN_DAYS;
    const createdAt = new Date(opts.now.getTime() - age * DAY - rng.int(0, 600) * 60_000);
    const status: 1 | 2 | 3 =
      showcase !== null
        ? ([1, 3, 3, 2] as const)[showcase]!
        : age < 3
          ? rng.pick([1, 1, 3] as const)
          : age < 20
            ? rng.pick([1, 3, 3, 2] as const)
            : rng.chance(0.9)
              ? 2
              : 3;
    const acceptedAt =
      status === 1 ? null : new Date(Math.min(opts.now.getTime(), createdAt.getTime() + rng.int(10, 48 * 60) * 60_000));
    const closedAt =
      status === 2 ? new Date(Math.min(opts.now.getTime(), acceptedAt!.getTime() + rng.int(1, 120) * HOUR)) : null;
    const responsible = service.recipient_id;
    const performers = [
      responsible,
      ...(kind === 'request' && rng.chance(0.2) ? [rng.pick(employeeRows).id] : []),
    ].filter((id, k, all) => all.indexOf(id) === k);
    const by = (side: 1 | 3, text: string, at: Date): PlannedMessage =>
      side === 1
        ? { side, userId: author.user_id, accountKey: authorKey, accountId: author.id, text, at }
        : { side, userId: userOf.get(responsible)!, accountKey: 'employee', accountId: responsible, text, at };
    const chat: PlannedMessage[] = [by(1, rng.pick(words.descriptions), createdAt)];
    if (acceptedAt) chat.push(by(3, deskStrings[kind].acceptedMessage, acceptedAt));
    let unreadByAuthor = false;
    if (acceptedAt && (showcase === 1 || (showcase === null && rng.chance(0.5)))) {
      const answerAt = new Date(Math.min(opts.now.getTime(), acceptedAt.getTime() + rng.int(5, 600) * 60_000));
      chat.push(by(3, rng.pick(words.answers), answerAt));
      if (showcase !== 1 && (status === 2 || rng.chance(0.6)))
        chat.push(
          by(
            1,
            rng.pick(words.replies),
            new Date(Math.min(opts.now.getTime(), answerAt.getTime() + rng.int(5, 300) * 60_000)),
          ),
        );
      else unreadByAuthor = status === 3;
    }
    const last = chat.at(-1)!;
    const place = kind === 'request';
    requestRows.push({
      kind,
      authorUserId: author.user_id,
      authorEmployeeId: kind === 'request' ? author.id : null,
      authorStudentId: kind === 'question' ? author.id : null,
      categoryId: service.id,
      status,
      department: place ? rng.pick(places) : '',
      phone: place ? `${rng.int(10, 99)}-${rng.int(10, 99)}` : '',
      frame: place ? rng.pick(frames) : '',
      room: place ? String(rng.int(100, 520)) : '',
      createdAt,
      acceptedAt,
      closedAt,
      unreadByAuthor,
      // New ones wait unread; an author's last word in an open one too, now and then.
      unreadByPerformers:
        status === 1 ? rng.chance(0.8) || showcase !== null : status === 3 && last.side === 1 && rng.chance(0.3),
    });
    for (const employeeId of performers) performerRows.push({ index: i, employeeId });
    for (const message of chat) messageRows.push({ index: i, message });
  }

  const ids: number[] = [];
  for (let k = 0; k < requestRows.length; k += CHUNK) {
    ids.push(
      ...(
        await db
          .insert(requests)
          .values(requestRows.slice(k, k + CHUNK))
          .returning({ id: requests.id })
      ).map((r) => r.id),
    );
  }
  for (let k = 0; k < performerRows.length; k += CHUNK) {
    await db.insert(requestRecipients).values(
      performerRows.slice(k, k + CHUNK).map((p) => ({
        requestId: ids[p.index]!,
        employeeId: p.employeeId,
        addedAt: requestRows[p.index]!.createdAt,
      })),
    );
  }
  for (let k = 0; k < messageRows.length; k += CHUNK) {
    await db.insert(requestMessages).values(
      messageRows.slice(k, k + CHUNK).map(({ index, message: m }) => ({
        requestId: ids[index]!,
        authorUserId: m.userId,
        side: m.side,
        authorAccountKey: m.accountKey,
        authorAccountId: m.accountId,
        message: `<p>${m.text}</p>`,
        createdAt: m.at,
      })),
    );
  }
  return ids.length;
}

/** The topics students ask each office about. */
const questionTopics: Record<string, string[]> = {
  'Управление кадров': ['Трудоустройство студентов', 'Справка с места работы'],
  Бухгалтерия: ['Стипендия', 'Оплата обучения', 'Материальная помощь'],
  'Учебно-методическое управление': ['Справка об обучении', 'Академический отпуск', 'Перевод и восстановление'],
  'Отдел аспирантуры и докторантуры': ['Поступление в аспирантуру', 'Кандидатские экзамены'],
  'Приёмная комиссия': ['Перевод из другого вуза'],
  'Управление по воспитательной работе': ['Студенческие объединения', 'Мероприятия'],
  'Студенческий городок': ['Заселение в общежитие', 'Оплата общежития'],
  'Отдел международного сотрудничества': ['Академическая мобильность', 'Визовая поддержка'],
  'Центр карьеры и трудоустройства': ['Практика', 'Вакансии для студентов'],
  Здравпункт: ['Медицинская справка', 'Прививки'],
};

/**
 * Where students' questions go (issue 14 §5): the offices that answer students, each with its
 * topics; the responsible of each is one of the office's staff the plan marked to answer
 * students (the first of its staff otherwise), the demo manager for one topic.
 */
export async function seedDemoQuestionCategories(
  db: DbOrTx,
  opts: { managerUserId: number; answering: string[] },
): Promise<number> {
  const [manager] = await queryRows<{ id: number }>(
    db,
    sql`select id from employees where user_id = ${opts.managerUserId}::int order by id limit 1`,
  );
  let count = 0;
  for (const [order, office] of offices.filter((o) => o.answersStudents).entries()) {
    const topics = questionTopics[office.name];
    if (!topics) continue;
    const staff = await queryRows<{ id: number }>(
      db,
      sql`select distinct e.id, (e.external_id = any(${sql.param(opts.answering)}::text[])) as answers from employees e
          join employee_works w on w.employee_id = e.id join employee_departments d on d.id = w.department_id
          where d.name = ${office.name} order by answers desc, e.id limit 2`,
    );
    const head = staff[0]?.id ?? manager?.id;
    if (head === undefined) continue;
    const [department] = await db
      .insert(requestCategories)
      .values({ kind: 'question', name: office.name, recipientId: head, order: order + 1 })
      .returning({ id: requestCategories.id });
    count++;
    for (const [i, name] of topics.entries()) {
      const responsible =
        name === 'Справка об обучении' && manager ? manager.id : (staff[i % staff.length]?.id ?? head);
      await db
        .insert(requestCategories)
        .values({ kind: 'question', parentId: department!.id, name, recipientId: responsible, order: i + 1 });
      count++;
    }
  }
  return count;
}
