import type { DbOrTx } from '../db/client';
import {
  courses,
  eduForms as eduFormsTable,
  eduLevels as eduLevelsTable,
  employeeDepartments,
  institutes as institutesTable,
  kafedras as kafedrasTable,
  posts as postsTable,
  profiles as profilesTable,
  specialities as specialitiesTable,
  workTypes as workTypesTable,
} from '../db/schema';
import {
  directorate,
  eduForms,
  eduLevels,
  formGroupSize,
  formWeight,
  groupSize,
  HEAD_OF_KAFEDRA,
  institutes,
  kafedraStaffPosts,
  levelWeight,
  MAX_COURSE,
  offices,
  studyYears,
  teachingPosts,
  workTypes,
  type FormKey,
  type InstituteSpec,
  type LevelKey,
  type OfficeSpec,
  type Programme,
} from './catalog';
import { IdSequence } from './identifiers';
import { apportion, type Random } from './random';

export interface GroupPlan {
  name: string;
  institute: InstituteSpec;
  programme: Programme;
  profile: string;
  level: LevelKey;
  form: FormKey;
  course: number;
  admissionYear: number;
  /** Relative number of students. */
  capacity: number;
}

/** A group as the students' file names it, with its id in the timetable system. */
export interface Group extends GroupPlan {
  timetableId: number;
}

export interface Department {
  name: string;
  /** Index into `institutes` for kafedras and directorates. */
  instituteIndex: number | null;
  /** Set for offices and directorates, null for kafedras. */
  office: OfficeSpec | null;
}

/** The generated structure as the people's rows name it: no ids, nothing stored yet. */
export interface StructurePlan {
  groups: Group[];
  kafedraDepartments: Department[];
  officeDepartments: Department[];
  /** Every post name the catalogue has. */
  posts: ReadonlySet<string>;
}

/** The ids of the stored catalogue that the notifications' audiences refer to. */
export interface University {
  instituteIds: number[];
  officeDepartmentIds: number[];
  levelIds: Record<LevelKey, number>;
  courseIds: Map<number, number>;
}

/** The academic year starts on 1 September: in November 2026 it is 2026, in March 2027 still 2026. */
export function academicYear(now: Date): number {
  return now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/**
 * Spreads `count` groups over programmes, study forms and courses: more full-time bachelors than
 * masters, fewer groups in later courses, and never a course beyond the programme's length.
 */
export function planGroups(rng: Random, count: number, year: number): GroupPlan[] {
  const slots: Omit<GroupPlan, 'name' | 'profile' | 'capacity'>[] = [];
  const weights: number[] = [];
  for (const institute of institutes) {
    for (const programme of institute.programmes) {
      for (const form of eduForms) {
        const years = studyYears[programme.level][form.key];
        if (!years) continue;
        for (let course = 1; course <= years; course++) {
          slots.push({
            institute,
            programme,
            level: programme.level,
            form: form.key,
            course,
            admissionYear: year - course + 1,
          });
          weights.push(
            institute.weight *
              levelWeight[programme.level] *
              formWeight[form.key] *
              (1 - 0.07 * (course - 1)) *
              rng.float(0.7, 1.3),
          );
        }
      }
    }
  }
  const numbers = new Map<string, number>();
  const plans: GroupPlan[] = [];
  apportion(count, weights).forEach((n, i) => {
    const slot = slots[i]!;
    const prefix =
      `${slot.programme.abbr}${suffix(eduLevels, slot.level)}${suffix(eduForms, slot.form)}-` +
      `${String(slot.admissionYear % 100).padStart(2, '0')}`;
    for (let k = 0; k < n; k++) {
      const number = (numbers.get(prefix) ?? 0) + 1;
      numbers.set(prefix, number);
      plans.push({
        ...slot,
        name: `${prefix}-${number}`,
        profile: rng.pick(slot.programme.profiles),
        capacity: groupSize[slot.level] * formGroupSize[slot.form] * rng.float(0.8, 1.2),
      });
    }
  });
  return plans;
}

const suffix = <K extends string>(list: readonly { key: K; groupSuffix: string }[], key: K) =>
  list.find((x) => x.key === key)!.groupSuffix;

const byName = <T extends { id: number; name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r.id]));

/** The groups of the university with their timetable ids, and its departments and posts. */
export function planStructure(rng: Random, opts: { groups: number; now: Date }): StructurePlan {
  const timetables = new IdSequence(rng, 40_000, 5);
  const groups = planGroups(rng, opts.groups, academicYear(opts.now)).map((g) => ({
    ...g,
    timetableId: timetables.next(),
  }));
  const posts = new Set<string>([HEAD_OF_KAFEDRA, ...teachingPosts.map((p) => p.name), ...kafedraStaffPosts]);
  for (const office of [...offices, ...institutes.map(directorate)])
    [office.head, ...office.posts].forEach((p) => posts.add(p));
  return {
    groups,
    kafedraDepartments: institutes.flatMap((institute, instituteIndex) =>
      institute.kafedras.map((name) => ({ name, instituteIndex, office: null })),
    ),
    officeDepartments: [
      ...offices.map((office) => ({ name: office.name, instituteIndex: null, office })),
      ...institutes.map((institute, instituteIndex) => ({
        name: directorate(institute).name,
        instituteIndex,
        office: directorate(institute),
      })),
    ],
    posts,
  };
}

/**
 * Stores the catalogue: institutes, kafedras, programmes and profiles, the reference lists, the
 * departments and posts, also those nobody is in yet. Groups and people come through the import,
 * which finds these by their natural keys.
 */
export async function createStructure(db: DbOrTx, plan: StructurePlan): Promise<University> {
  const instituteRows = await db
    .insert(institutesTable)
    .values(institutes.map((i) => ({ name: i.name, shortName: i.shortName })))
    .returning({ id: institutesTable.id, name: institutesTable.name });
  const instituteIds = institutes.map((i) => byName(instituteRows).get(i.name)!);

  const kafedraIds = byName(
    await db
      .insert(kafedrasTable)
      .values(institutes.flatMap((i, n) => i.kafedras.map((name) => ({ instituteId: instituteIds[n]!, name }))))
      .returning({ id: kafedrasTable.id, name: kafedrasTable.name }),
  );

  const programmes = institutes.flatMap((i) => i.programmes);
  const specialityIds = new Map<string, number>();
  for (const row of await db
    .insert(specialitiesTable)
    .values([...new Map(programmes.map((p) => [p.code, { code: p.code, name: p.name }])).values()])
    .returning({ id: specialitiesTable.id, code: specialitiesTable.code })) {
    specialityIds.set(row.code, row.id);
  }
  await db
    .insert(profilesTable)
    .values(programmes.flatMap((p) => p.profiles.map((name) => ({ specialityId: specialityIds.get(p.code)!, name }))));

  await db.insert(eduFormsTable).values(eduForms.map((f) => ({ name: f.name })));
  const levelIdsByName = byName(
    await db
      .insert(eduLevelsTable)
      .values(eduLevels.map((l) => ({ name: l.name })))
      .returning(),
  );
  const levelIds = Object.fromEntries(eduLevels.map((l) => [l.key, levelIdsByName.get(l.name)!])) as Record<
    LevelKey,
    number
  >;

  const courseRows = await db
    .insert(courses)
    .values(Array.from({ length: MAX_COURSE }, (_, i) => ({ number: i + 1, name: `${i + 1} курс` })))
    .returning();
  const courseIds = new Map(courseRows.map((c) => [c.number, c.id]));

  const departmentIds = byName(
    await db
      .insert(employeeDepartments)
      .values([
        ...plan.kafedraDepartments.map((k) => ({ name: k.name, isEduDep: true, kafedraId: kafedraIds.get(k.name)! })),
        ...plan.officeDepartments.map((o) => ({ name: o.name, isEduDep: false, kafedraId: null })),
      ])
      .returning({ id: employeeDepartments.id, name: employeeDepartments.name }),
  );
  await db.insert(postsTable).values([...plan.posts].map((name) => ({ name })));
  await db.insert(workTypesTable).values(Object.values(workTypes).map((name) => ({ name })));

  return {
    instituteIds,
    officeDepartmentIds: plan.officeDepartments.map((d) => departmentIds.get(d.name)!),
    levelIds,
    courseIds,
  };
}
