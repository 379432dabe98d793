import { permissionKeys } from '@portal/contract';
import { DEMO_LOGINS, type DemoLogin } from './demo-logins';
import type { EmailBook, RecordBooks } from './identifiers';
import { patronymicFrom, type Gender, type PersonName } from './names';
import type { EmployeePlan, EmployeePlanner, StudentPlan, UserPlan, WorkPlan } from './people';
import type { Group } from './structure';

/** The sign-ins themselves are in demo-logins.ts (e2e/ imports them from there); the seed's callers find them here. */
export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo-logins';

export interface DemoPeople {
  users: UserPlan[];
  students: StudentPlan[];
  employees: EmployeePlan[];
  admins: UserPlan[];
}

const person = (surname: string, name: string, father: string, gender: Gender): PersonName => ({
  surname,
  name,
  patronymic: patronymicFrom(father, gender),
  gender,
});

/**
 * The demo sign-ins: an admin who is also an employee, a plain employee with a timetable, a
 * manager with every permission, a student, and a postgraduate who also works as an assistant.
 */
export function planDemoPeople(opts: {
  groups: readonly Group[];
  planner: EmployeePlanner;
  emails: EmailBook;
  books: RecordBooks;
}): DemoPeople {
  const { planner } = opts;
  Object.values(DEMO_LOGINS).forEach((email) => opts.emails.reserve(email));
  const user = (key: DemoLogin, p: PersonName, defaultAccount: UserPlan['defaultAccount']): UserPlan => ({
    email: DEMO_LOGINS[key],
    person: p,
    defaultAccount,
  });

  const admin = user('admin', person('Смирнова', 'Елена', 'Виктор', 'female'), 'admin');
  const employee = user('employee', person('Кузнецов', 'Андрей', 'Павел', 'male'), 'employee');
  const manager = user('manager', person('Морозова', 'Ольга', 'Сергей', 'female'), 'employee');
  const student = user('student', person('Волков', 'Никита', 'Андрей', 'male'), 'student');
  const multi = user('multi', person('Лебедева', 'Анна', 'Игорь', 'female'), 'student');

  const studentGroup = bestGroup(opts.groups, (g) =>
    score(
      [g.institute.shortName === 'ИИТ', 4],
      [g.programme.code === '09.03.01', 2],
      [g.level === 'bachelor', 2],
      [g.form === 'full', 2],
      [g.course === 1, 1],
    ),
  );
  const multiGroup = bestGroup(opts.groups, (g) =>
    score([g.level === 'postgraduate', 4], [g.institute.shortName === 'ИИТ', 2], [g.form === 'full', 1]),
  );
  const studentRow = (u: UserPlan, g: Group, key: string, personalEmail: string, phone: string): StudentPlan => ({
    user: u,
    externalId: `st-demo-${key}`,
    recordBookCode: opts.books.next(g.admissionYear, g.institute.letter),
    group: g,
    isFree: true,
    isHeadman: false,
    personalEmail,
    phone,
  });

  const employeeRow = (
    u: UserPlan,
    key: string,
    works: WorkPlan[],
    extra: Partial<EmployeePlan> = {},
  ): EmployeePlan => ({
    user: u,
    externalId: `emp-demo-${key}`,
    uuid: planner.uuid(),
    email: u.email,
    phone: `+7 (495) 210-00-0${Object.keys(DEMO_LOGINS).indexOf(key)}`,
    isPps: false,
    timetableId: null,
    science: null,
    isQuestionManager: false,
    works,
    permissions: [],
    ...extra,
  });
  const multiKafedra = planner.department(multiGroup.institute.kafedras[multiGroup.programme.kafedra]!);

  return {
    users: [admin, employee, manager, student, multi],
    admins: [admin],
    students: [
      studentRow(student, studentGroup, 'student', 'nikita.volkov2006@mail.ru', '+7 912 345-67-89'),
      studentRow(multi, multiGroup, 'multi', 'anna.lebedeva@yandex.ru', '+7 917 222-33-44'),
    ],
    employees: [
      employeeRow(admin, 'admin', [
        planner.work(planner.department('Центр информационных технологий'), 'Ведущий инженер', 'main'),
      ]),
      employeeRow(
        employee,
        'employee',
        [
          planner.work(planner.department('Кафедра вычислительной техники'), 'Доцент', 'main'),
          planner.work(planner.department('Кафедра программной инженерии'), 'Доцент', 'internal'),
        ],
        {
          isPps: true,
          timetableId: planner.nextTimetableId(),
          science: {
            science_index_spin: '4821-7395',
            science_index_author_id: '873214',
            scopus_id: '57209384512',
            researcher_id: 'AAK-4412-2020',
            orcid: '0000-0002-1825-0097',
            google_scholar: 'qc6CJjYAAAAJ',
          },
        },
      ),
      employeeRow(
        manager,
        'manager',
        [planner.work(planner.department('Учебно-методическое управление'), 'Ведущий специалист', 'main')],
        {
          permissions: [...permissionKeys],
        },
      ),
      employeeRow(multi, 'multi', [planner.work(multiKafedra, 'Ассистент', 'main')], {
        isPps: true,
        timetableId: planner.nextTimetableId(),
      }),
    ],
  };
}

const score = (...parts: [boolean, number][]) => parts.reduce((sum, [ok, points]) => sum + (ok ? points : 0), 0);

function bestGroup(groups: readonly Group[], rank: (g: Group) => number): Group {
  let best: Group | undefined;
  for (const g of groups) if (!best || rank(g) > rank(best)) best = g;
  if (!best) throw new Error('the demo university has no groups');
  return best;
}
