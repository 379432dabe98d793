import { eq } from 'drizzle-orm';
import type { PermissionKey, PollQuestion } from '@portal/contract';
import type { Db } from '../db/client';
import {
  admins,
  courses,
  eduForms,
  eduLevels,
  employeeDepartments,
  employeePermissions,
  employeeWorks,
  employees,
  groups,
  institutes,
  kafedras,
  notificationRecipients,
  notifications,
  polls,
  posts,
  profiles,
  requestCategories,
  requestMessages,
  requestRecipients,
  requests,
  sessions,
  specialities,
  students,
  ticketMessages,
  ticketSubjects,
  ticketTags,
  tickets,
  users,
  workTypes,
} from '../db/schema';
import { pollsRepository } from '../modules/polls';
import { hashPassword } from '../lib/passwords';
import { hashToken, newToken } from '../lib/tokens';
import { sanitizeRichText, shortText } from '../lib/html';

let passwordHash: Promise<string> | undefined;
let seq = 0;

/** Parts of the structure a new group shares with others (ids), and its course (a number). */
export interface GroupParts {
  instituteId?: number;
  kafedraId?: number;
  specialityId?: number;
  profileId?: number;
  eduFormId?: number;
  eduLevelId?: number;
  course?: number;
}

/** Small builders for tests: a user with the accounts a test needs, on a tiny university. */
export function factories(db: Db) {
  /**
   * A group with a structure of its own: each part is new unless given (a new kafedra is in the
   * institute given, a new profile of the speciality given); the course is 2 unless said.
   */
  async function group(name?: string, parts: GroupParts = {}) {
    // Names carry the sequence number (they are unique keys).
    const n = ++seq;
    const newKafedra = async () => {
      let instituteId = parts.instituteId;
      if (instituteId === undefined) {
        const [inst] = await db
          .insert(institutes)
          .values({ name: `Институт тестов ${n}`, shortName: `ИТ${n}` })
          .returning();
        instituteId = inst!.id;
      }
      const [kaf] = await db
        .insert(kafedras)
        .values({ instituteId, name: `Кафедра тестов ${n}` })
        .returning();
      return kaf!.id;
    };
    const newProfile = async () => {
      let specialityId = parts.specialityId;
      if (specialityId === undefined) {
        const [spec] = await db
          .insert(specialities)
          .values({ code: `09.03.${n}`, name: 'Информатика' })
          .returning();
        specialityId = spec!.id;
      }
      // Profile names are unique within their speciality.
      const [prof] = await db
        .insert(profiles)
        .values({ specialityId, name: parts.specialityId ? `Профиль ${n}` : 'Программная инженерия' })
        .returning();
      return prof!.id;
    };
    const newForm = async () => {
      const [form] = await db
        .insert(eduForms)
        .values({ name: `Очная ${n}` })
        .returning();
      return form!.id;
    };
    const newLevel = async () => {
      const [level] = await db
        .insert(eduLevels)
        .values({ name: `Бакалавриат ${n}` })
        .returning();
      return level!.id;
    };
    const kafedraId = parts.kafedraId ?? (await newKafedra());
    const profileId = parts.profileId ?? (await newProfile());
    const eduFormId = parts.eduFormId ?? (await newForm());
    const eduLevelId = parts.eduLevelId ?? (await newLevel());
    const number = parts.course ?? 2;
    const [course] = await db
      .insert(courses)
      .values({ number, name: `${number} курс` })
      .onConflictDoUpdate({ target: courses.number, set: { name: `${number} курс` } })
      .returning();
    const [g] = await db
      .insert(groups)
      .values({ name: name ?? `ТСТ-${n}`, kafedraId, profileId, eduFormId, eduLevelId, courseId: course!.id })
      .returning();
    return g!;
  }

  return {
    group,

    async user(
      email: string,
      opts: { password?: string | null; surname?: string; name?: string; patronymic?: string | null } = {},
    ) {
      passwordHash ??= hashPassword('demo');
      const hash =
        opts.password === null ? null : opts.password ? await hashPassword(opts.password) : await passwordHash;
      const [u] = await db
        .insert(users)
        .values({
          email,
          passwordHash: hash,
          surname: opts.surname ?? 'Иванов',
          name: opts.name ?? 'Иван',
          patronymic: opts.patronymic === undefined ? 'Иванович' : opts.patronymic,
        })
        .returning();
      return u!;
    },

    async admin(userId: number) {
      const [a] = await db.insert(admins).values({ userId }).returning();
      return a!;
    },

    /**
     * An employee (not teaching staff unless `pps`) with the works given: each a new post, in a
     * department, of a type.
     */
    async employee(
      userId: number,
      opts: {
        permissions?: PermissionKey[];
        timetableId?: number | null;
        pps?: boolean;
        works?: { departmentId: number; workTypeId: number }[];
      } = {},
    ) {
      const [e] = await db
        .insert(employees)
        .values({
          userId,
          externalId: `emp-${userId}-${++seq}`,
          timetableId: opts.timetableId ?? null,
          isPps: opts.pps ?? false,
        })
        .returning();
      for (const permissionKey of opts.permissions ?? []) {
        await db.insert(employeePermissions).values({ employeeId: e!.id, permissionKey });
      }
      for (const work of opts.works ?? []) {
        const [post] = await db
          .insert(posts)
          .values({ name: `Должность ${++seq}` })
          .returning();
        await db.insert(employeeWorks).values({ employeeId: e!.id, postId: post!.id, ...work });
      }
      return e!;
    },

    async department(name = `Подразделение тестов ${++seq}`) {
      const [row] = await db.insert(employeeDepartments).values({ name }).returning();
      return row!;
    },

    async workType(name = `Вид работы ${++seq}`) {
      const [row] = await db.insert(workTypes).values({ name }).returning();
      return row!;
    },

    /** A student account in the group given (a new one when absent, none when null), on the budget unless said. */
    async student(userId: number, groupId?: number | null, opts: { isFree?: boolean } = {}) {
      const gid = groupId === undefined ? (await group()).id : groupId;
      const [s] = await db
        .insert(students)
        .values({
          userId,
          externalId: `st-${userId}-${++seq}`,
          recordBookCode: `21${String(100000 + seq)}`,
          groupId: gid,
          isFree: opts.isFree ?? true,
          gender: 'male',
        })
        .returning();
      return s!;
    },

    /** A notification sent to the given users (status sent, or another one to test visibility). */
    async notification(
      userIds: number[],
      opts: {
        name?: string;
        content?: string;
        status?: 'draft' | 'sending' | 'sent';
        hidden?: boolean;
        sentAt?: Date;
        extraData?: Record<string, unknown>;
      } = {},
    ) {
      const content = sanitizeRichText(opts.content ?? '<p>Текст уведомления</p>');
      const [n] = await db
        .insert(notifications)
        .values({
          name: opts.name ?? 'Уведомление',
          content,
          shortContent: shortText(content),
          status: opts.status ?? 'sent',
          isHidden: opts.hidden ?? false,
          sentAt: opts.status === 'draft' ? null : (opts.sentAt ?? new Date()),
          extraData: opts.extraData ?? null,
          recipientsTotal: opts.status === 'draft' ? null : userIds.length,
        })
        .returning();
      if (userIds.length)
        await db.insert(notificationRecipients).values(userIds.map((userId) => ({ notificationId: n!.id, userId })));
      return n!;
    },

    /**
     * A poll with its questions (a one-variant one, not required, by default) in the given status,
     * aimed at `audience` (001 §3's respondent_type and filter).
     */
    async poll(
      opts: {
        name?: string;
        status?: 'draft' | 'open' | 'close';
        audience?: { type: 'student' | 'employee'; data: Record<string, unknown> } | null;
        questions?: PollQuestion[];
        createdBy?: number;
        worksheet?: boolean;
      } = {},
    ) {
      const repo = pollsRepository(db);
      const id = await repo.insert({
        name: opts.name ?? 'Опрос',
        description: 'Описание опроса',
        comment: '',
        exData: opts.worksheet ? { is_worksheet: true } : {},
        isWorksheet: opts.worksheet ?? false,
        closesAt: null,
        respondentType: opts.audience === null ? null : (opts.audience?.type ?? 'student'),
        filter: opts.audience === null ? null : (opts.audience?.data ?? {}),
        createdBy: opts.createdBy ?? null,
      });
      await repo.replaceQuestions(
        id,
        opts.questions ?? [
          {
            id: -1,
            text: 'Вопрос',
            description: null,
            required: false,
            answer: {
              type: 'one_variant',
              allow_custom: false,
              variants: [
                { id: -2, text: 'Да' },
                { id: -3, text: 'Нет' },
              ],
            },
          },
        ],
      );
      const status = opts.status ?? 'draft';
      if (status !== 'draft')
        await db
          .update(polls)
          .set({ status, openedAt: new Date(), closedAt: status === 'close' ? new Date() : null })
          .where(eq(polls.id, id));
      return (await repo.byRef(id))!;
    },

    /** A session opened directly (not by signing in, which the sign-in limits count), in the given account. */
    async session(userId: number, account: { key: 'student' | 'employee' | 'admin'; id: number }) {
      const token = newToken();
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3_600_000),
        accountKey: account.key,
        accountId: account.id,
      });
      return token;
    },

    async ticketSubject(name = `Раздел ${++seq}`) {
      const [row] = await db.insert(ticketSubjects).values({ name }).returning();
      return row!;
    },

    async ticketTag(name = `Метка ${++seq}`) {
      const [row] = await db.insert(ticketTags).values({ name }).returning();
      return row!;
    },

    /** A ticket with its author's first message (status 1 unless said), in the given account of the author. */
    async ticket(
      authorUserId: number,
      subjectId: number,
      opts: {
        account?: { key: 'student' | 'employee' | 'admin'; id: number };
        subSubject?: string;
        status?: 1 | 2 | 3;
        createdAt?: Date;
        autoCloseAt?: Date | null;
      } = {},
    ) {
      const createdAt = opts.createdAt ?? new Date();
      const [t] = await db
        .insert(tickets)
        .values({
          authorUserId,
          authorAccountKey: opts.account?.key ?? null,
          authorAccountId: opts.account?.id ?? null,
          subjectId,
          subSubject: opts.subSubject ?? 'Вопрос',
          statusId: opts.status ?? 1,
          createdAt,
          closedAt: opts.status === 3 ? createdAt : null,
          autoCloseAt: opts.autoCloseAt ?? null,
        })
        .returning();
      await db.insert(ticketMessages).values({
        ticketId: t!.id,
        authorUserId,
        authorType: 1,
        authorAccountKey: opts.account?.key ?? null,
        authorAccountId: opts.account?.id ?? null,
        message: '<p>Здравствуйте!</p>',
        createdAt,
      });
      return t!;
    },

    /** A department with one service (ids in that order), both with the given responsible. */
    async requestService(opts: {
      recipientId: number;
      email?: string | null;
      name?: string;
      kind?: 'request' | 'question';
    }) {
      const kind = opts.kind ?? 'request';
      const [department] = await db
        .insert(requestCategories)
        .values({ name: `Подразделение ${++seq}`, recipientId: opts.recipientId, kind })
        .returning();
      const [service] = await db
        .insert(requestCategories)
        .values({
          name: opts.name ?? `Услуга ${++seq}`,
          parentId: department!.id,
          recipientId: opts.recipientId,
          recipientEmail: opts.email ?? null,
          kind,
        })
        .returning();
      return { department: department!, service: service! };
    },

    /** A request of an employee to a service with its first message and performers (status 1 unless said). */
    async request(
      authorUserId: number,
      authorEmployeeId: number | null,
      serviceId: number,
      performers: number[],
      opts: { status?: 1 | 2 | 3; createdAt?: Date; kind?: 'request' | 'question'; studentId?: number } = {},
    ) {
      const createdAt = opts.createdAt ?? new Date();
      const status = opts.status ?? 1;
      const [r] = await db
        .insert(requests)
        .values({
          authorUserId,
          authorEmployeeId,
          authorStudentId: opts.studentId ?? null,
          kind: opts.kind ?? 'request',
          categoryId: serviceId,
          status,
          department: 'Кафедра',
          phone: '1234',
          frame: 'Главный корпус',
          room: '101',
          createdAt,
          acceptedAt: status === 1 ? null : createdAt,
          closedAt: status === 2 ? createdAt : null,
        })
        .returning();
      if (performers.length)
        await db.insert(requestRecipients).values(performers.map((employeeId) => ({ requestId: r!.id, employeeId })));
      await db.insert(requestMessages).values({
        requestId: r!.id,
        authorUserId,
        side: 1,
        authorAccountKey: opts.studentId ? 'student' : 'employee',
        authorAccountId: opts.studentId ?? authorEmployeeId,
        message: '<p>Прошу помочь</p>',
        createdAt,
      });
      return r!;
    },

    async setDefault(userId: number, key: 'student' | 'employee' | 'admin', id: number) {
      await db.update(users).set({ defaultAccountKey: key, defaultAccountId: id }).where(eq(users.id, userId));
    },
  };
}
