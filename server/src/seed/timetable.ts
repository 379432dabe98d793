import type { Table } from '../lib/rows/validate-rows';
import { addDays, mondayOf } from '../lib/days';
import type { EmployeePlan } from './people';
import type { UniversityPlan } from './plan';
import { Random } from './random';
import type { Group } from './structure';

/**
 * The demo semester's timetable (issue 15 §1) as the rows of a timetable file: weekly rules for
 * every group with a timetable id, conflict-free (a teacher, a room and a group are in one lesson
 * at a time; the groups of one programme and course hear their lectures together, as a stream).
 * It goes through the timetable import like a registrar's file.
 */

const subjects: readonly [string, string][] = [
  ['Математический анализ', 'Матанализ'],
  ['Линейная алгебра и аналитическая геометрия', 'Линал'],
  ['Дискретная математика', 'Дискр. мат.'],
  ['Физика', 'Физика'],
  ['Программирование', 'Программирование'],
  ['Алгоритмы и структуры данных', 'АиСД'],
  ['Базы данных', 'Базы данных'],
  ['Операционные системы', 'ОС'],
  ['Компьютерные сети', 'Сети'],
  ['Теория вероятностей и математическая статистика', 'ТВиМС'],
  ['Иностранный язык', 'Ин. яз.'],
  ['История России', 'История'],
  ['Философия', 'Философия'],
  ['Экономика', 'Экономика'],
  ['Инженерная графика', 'Инж. графика'],
  ['Электротехника и электроника', 'Электротехника'],
  ['Теоретическая механика', 'Теормех'],
  ['Сопротивление материалов', 'Сопромат'],
  ['Методы оптимизации', 'Методы опт.'],
  ['Проектирование информационных систем', 'ПИС'],
  ['Веб-технологии', 'Веб'],
  ['Машинное обучение', 'МО'],
  ['Информационная безопасность', 'ИБ'],
  ['Физическая культура и спорт', 'Физкультура'],
];

const buildings = ['А', 'Б', 'В', 'Г'];
/** Half-week slots (a pair every week counts two) the demo sign-ins teach before others are preferred. */
const PRIORITY_LOAD = 14;

/**
 * The current semester: autumn from 1 September to the end of December, spring from the second Monday of February to
 * early June.
 */
export function demoSemester(now: Date): { from: string; to: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (month >= 7) return { from: `${year}-09-01`, to: `${year}-12-28` };
  if (month === 1) return { from: `${year - 1}-09-01`, to: `${year - 1}-12-28` };
  return { from: addDays(mondayOf(`${year}-02-07`), 7), to: `${year}-06-07` };
}

interface Rule {
  groups: Group[];
  subject: [string, string];
  type: string;
  teacher: number;
  room: string;
  weekday: number;
  pair: number;
  /** 0 every week, 1 числитель, 2 знаменатель. */
  parity: 0 | 1 | 2;
}

/** Occupancy of a week's slots (weekday × pair × odd/even week) by one key. */
class Busy {
  private readonly taken = new Set<string>();
  private bits = (parity: 0 | 1 | 2) => (parity === 0 ? [1, 2] : [parity]);
  free(key: string | number, weekday: number, pair: number, parity: 0 | 1 | 2) {
    return this.bits(parity).every((b) => !this.taken.has(`${key}|${weekday}|${pair}|${b}`));
  }
  take(key: string | number, weekday: number, pair: number, parity: 0 | 1 | 2) {
    for (const b of this.bits(parity)) this.taken.add(`${key}|${weekday}|${pair}|${b}`);
  }
}

export interface DemoTimetableOptions {
  now: Date;
  /** Teachers the demo sign-ins are: they get lessons first, so their screens have a full week. */
  firstTeachers: number[];
}

export function demoTimetable(
  rng: Random,
  groups: readonly Group[],
  employees: readonly EmployeePlan[],
  opts: DemoTimetableOptions,
): Table {
  const teachers = employees.filter((e) => e.timetableId !== null);
  const kafedraOf = (g: Group) => g.institute.kafedras[g.programme.kafedra]!;
  const byKafedra = new Map<string, number[]>();
  for (const t of teachers)
    for (const w of t.works) byKafedra.set(w.department, [...(byKafedra.get(w.department) ?? []), t.timetableId!]);
  const allTeachers = teachers.map((t) => t.timetableId!);
  const load = new Map<number, number>();
  const perFloor = Math.max(3, Math.ceil(groups.length / 24));
  const rooms = buildings.flatMap((b) =>
    [2, 3, 4, 5].flatMap((floor) =>
      Array.from({ length: perFloor }, (_, i) => `${b}-${floor}${String(i + 1).padStart(2, '0')}`),
    ),
  );
  const halls = buildings.flatMap((b) =>
    Array.from(
      { length: Math.max(2, Math.ceil(groups.length / 40)) },
      (_, i) => `${b}-1${String(i + 1).padStart(2, '0')}`,
    ),
  );

  const groupBusy = new Busy();
  const teacherBusy = new Busy();
  const roomBusy = new Busy();
  const rules: Rule[] = [];
  const priority = new Set(opts.firstTeachers);

  // Streams: the groups of one programme, course and form hear lectures together.
  const streams = new Map<string, Group[]>();
  for (const g of groups) {
    const key = `${g.programme.code}|${g.course}|${g.form}|${g.level}`;
    streams.set(key, [...(streams.get(key) ?? []), g]);
  }

  const slotsFor = (form: Group['form']): [number, number][] => {
    const days = form === 'full' ? [1, 2, 3, 4, 5, 6] : form === 'mixed' ? [1, 2, 3, 4, 5] : [6];
    const pairs = form === 'full' ? [1, 2, 3, 4] : form === 'mixed' ? [6, 7] : [1, 2, 3, 4, 5];
    return days.flatMap((d) => pairs.map((p) => [d, p] as [number, number]));
  };

  function place(
    members: Group[],
    subject: [string, string],
    type: string,
    parity: 0 | 1 | 2,
    candidates: number[],
    roomPool: string[],
  ): boolean {
    const slots = rng.shuffled(slotsFor(members[0]!.form));
    // The demo sign-ins first (up to seven pairs a week), then whoever teaches least.
    const first = (t: number) => (priority.has(t) && (load.get(t) ?? 0) < PRIORITY_LOAD ? 0 : 1);
    const order = [...new Set([...priority, ...candidates])].sort(
      (a, b) => first(a) - first(b) || (load.get(a) ?? 0) - (load.get(b) ?? 0),
    );
    for (const [weekday, pair] of slots) {
      if (!members.every((g) => groupBusy.free(g.name, weekday, pair, parity))) continue;
      const teacher = order.find((t) => teacherBusy.free(t, weekday, pair, parity));
      const room = rng.shuffled(roomPool).find((r) => roomBusy.free(r, weekday, pair, parity));
      if (teacher === undefined || room === undefined) continue;
      members.forEach((g) => groupBusy.take(g.name, weekday, pair, parity));
      teacherBusy.take(teacher, weekday, pair, parity);
      roomBusy.take(room, weekday, pair, parity);
      load.set(teacher, (load.get(teacher) ?? 0) + (parity === 0 ? 2 : 1));
      rules.push({ groups: members, subject, type, teacher, room, weekday, pair, parity });
      return true;
    }
    return false;
  }

  if (allTeachers.length) {
    for (const members of streams.values()) {
      const first = members[0]!;
      const own = byKafedra.get(kafedraOf(first)) ?? [];
      const pool = own.length >= 3 ? [...own, ...rng.shuffled(allTeachers).slice(0, 6)] : allTeachers;
      const count = first.form === 'full' ? 6 : 4;
      const chosen = rng.shuffled(subjects).slice(0, count);
      for (const [i, subject] of chosen.entries()) {
        place(members, subject, 'Лекция', i % 2 === 0 ? 1 : 2, pool, halls);
        for (const g of members) {
          const type = rng.pick(['Практическое занятие', 'Лабораторная работа', 'Семинар']);
          place([g], subject, type, i < 2 && first.form === 'full' ? 0 : rng.pick([1, 2] as const), pool, rooms);
        }
      }
    }
  }

  const { from, to } = demoSemester(opts.now);
  const header = [
    'groups',
    'subject',
    'subject_short',
    'lesson_type',
    'pair',
    'teachers',
    'rooms',
    'weekday',
    'parity',
    'date_from',
    'date_to',
  ];
  return {
    header,
    rows: rules.map((r, i) => ({
      line: i + 2,
      cells: [
        r.groups.map((g) => String(g.timetableId)).join(' '),
        r.subject[0],
        r.subject[1],
        r.type,
        String(r.pair),
        String(r.teacher),
        r.room,
        String(r.weekday),
        String(r.parity),
        from,
        to,
      ],
    })),
  };
}

/** The demo university's semester as the timetable file: the same for the same plan, seed and moment. */
export function demoTimetableOf(plan: UniversityPlan, seed: number, now: Date): Table {
  const firstTeachers = plan.demo.employees.map((e) => e.timetableId).filter((t): t is number => t !== null);
  return demoTimetable(new Random(seed).fork('timetable'), plan.structure.groups, plan.employees, {
    now,
    firstTeachers,
  });
}
