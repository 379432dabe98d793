import type { DbOrTx } from '../db/client';
import {
  courses,
  eduForms as eduFormsTable,
  eduLevels as eduLevelsTable,
  employeeDepartments,
  groups as groupsTable,
  institutes as institutesTable,
  kafedras as kafedrasTable,
  posts as postsTable,
  profiles as profilesTable,
  specialities as specialitiesTable,
  workTypes as workTypesTable,
} from '../db/schema';
import { chunks } from './batch';
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
  type WorkTypeKey,
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

export interface Group extends GroupPlan {
  id: number;
  instituteId: number;
  kafedraId: number;
}

export interface Department {
  id: number;
  name: string;
  /** Index into `institutes` for kafedras and directorates. */
  instituteIndex: number | null;
  /** Set for offices and directorates, null for kafedras. */
  office: OfficeSpec | null;
}

/** The generated structure, with the ids the people and notifications refer to. */
export interface University {
  instituteIds: number[];
  kafedraCount: number;
  specialityCount: number;
  profileCount: number;
  groups: Group[];
  kafedraDepartments: Department[];
  officeDepartments: Department[];
  postIds: Map<string, number>;
  workTypeIds: Record<WorkTypeKey, number>;
  levelIds: Record<LevelKey, number>;
  formIds: Record<FormKey, number>;
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
          slots.push({ institute, programme, level: programme.level, form: form.key, course, admissionYear: year - course + 1 });
          weights.push(institute.weight * levelWeight[programme.level] * formWeight[form.key] * (1 - 0.07 * (course - 1)) * rng.float(0.7, 1.3));
        }
      }
    }
  }
  const numbers = new Map<string, number>();
  const plans: GroupPlan[] = [];
  apportion(count, weights).forEach((n, i) => {
    const slot = slots[i]!;
    const prefix = `${slot.programme.abbr}${suffix(eduLevels, slot.level)}${suffix(eduForms, slot.form)}-${String(slot.admissionYear % 100).padStart(2, '0')}`;
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

const suffix = <K extends string>(list: readonly { key: K; groupSuffix: string }[], key: K) => list.find((x) => x.key === key)!.groupSuffix;

const byName = <T extends { id: number; name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r.id]));

/** Inserts institutes, kafedras, programmes, reference lists, groups and departments. */
export async function createStructure(db: DbOrTx, rng: Random, opts: { groups: number; now: Date }): Promise<University> {
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

  const profileKey = (specialityId: number, name: string) => `${specialityId}|${name}`;
  const profileIds = new Map<string, number>();
  for (const row of await db
    .insert(profilesTable)
    .values(programmes.flatMap((p) => p.profiles.map((name) => ({ specialityId: specialityIds.get(p.code)!, name }))))
    .returning({ id: profilesTable.id, specialityId: profilesTable.specialityId, name: profilesTable.name })) {
    profileIds.set(profileKey(row.specialityId, row.name), row.id);
  }

  const formIdsByName = byName(await db.insert(eduFormsTable).values(eduForms.map((f) => ({ name: f.name }))).returning());
  const levelIdsByName = byName(await db.insert(eduLevelsTable).values(eduLevels.map((l) => ({ name: l.name }))).returning());
  const formIds = Object.fromEntries(eduForms.map((f) => [f.key, formIdsByName.get(f.name)!])) as Record<FormKey, number>;
  const levelIds = Object.fromEntries(eduLevels.map((l) => [l.key, levelIdsByName.get(l.name)!])) as Record<LevelKey, number>;

  const courseRows = await db
    .insert(courses)
    .values(Array.from({ length: MAX_COURSE }, (_, i) => ({ number: i + 1, name: `${i + 1} курс` })))
    .returning();
  const courseIds = new Map(courseRows.map((c) => [c.number, c.id]));

  const timetables = new IdSequence(rng, 40_000, 5);
  const plans = planGroups(rng, opts.groups, academicYear(opts.now));
  const groupIds = new Map<string, number>();
  const kafedraOf = (plan: GroupPlan) => kafedraIds.get(plan.institute.kafedras[plan.programme.kafedra]!)!;
  for (const part of chunks(plans)) {
    const rows = await db
      .insert(groupsTable)
      .values(
        part.map((g) => ({
          name: g.name,
          kafedraId: kafedraOf(g),
          profileId: profileIds.get(profileKey(specialityIds.get(g.programme.code)!, g.profile))!,
          eduFormId: formIds[g.form],
          eduLevelId: levelIds[g.level],
          courseId: courseIds.get(g.course)!,
          timetableId: timetables.next(),
        })),
      )
      .returning({ id: groupsTable.id, name: groupsTable.name });
    for (const r of rows) groupIds.set(r.name, r.id);
  }
  const groups = plans.map((g) => ({
    ...g,
    id: groupIds.get(g.name)!,
    instituteId: instituteIds[institutes.indexOf(g.institute)]!,
    kafedraId: kafedraOf(g),
  }));

  const { kafedraDepartments, officeDepartments } = await createDepartments(db, kafedraIds);

  const postNames = new Set<string>([HEAD_OF_KAFEDRA, ...teachingPosts.map((p) => p.name), ...kafedraStaffPosts]);
  for (const office of [...offices, ...institutes.map(directorate)]) [office.head, ...office.posts].forEach((p) => postNames.add(p));
  const postIds = byName(await db.insert(postsTable).values([...postNames].map((name) => ({ name }))).returning());

  const workTypeIdsByName = byName(await db.insert(workTypesTable).values(Object.values(workTypes).map((name) => ({ name }))).returning());
  const workTypeIds = Object.fromEntries(Object.entries(workTypes).map(([key, name]) => [key, workTypeIdsByName.get(name)!])) as Record<WorkTypeKey, number>;

  return {
    instituteIds,
    kafedraCount: kafedraIds.size,
    specialityCount: specialityIds.size,
    profileCount: profileIds.size,
    groups,
    kafedraDepartments,
    officeDepartments,
    postIds,
    workTypeIds,
    levelIds,
    formIds,
    courseIds,
  };
}

/** The kafedras as teaching departments, then the offices and the institutes' directorates. */
async function createDepartments(db: DbOrTx, kafedraIds: Map<string, number>) {
  const kafedraSpecs = institutes.flatMap((institute, instituteIndex) => institute.kafedras.map((name) => ({ name, instituteIndex })));
  const officeSpecs = [
    ...offices.map((office) => ({ office, instituteIndex: null })),
    ...institutes.map((institute, instituteIndex) => ({ office: directorate(institute), instituteIndex })),
  ];
  const ids = byName(
    await db
      .insert(employeeDepartments)
      .values([
        ...kafedraSpecs.map((k) => ({ name: k.name, isEduDep: true, kafedraId: kafedraIds.get(k.name)! })),
        ...officeSpecs.map((o) => ({ name: o.office.name, isEduDep: false, kafedraId: null })),
      ])
      .returning({ id: employeeDepartments.id, name: employeeDepartments.name }),
  );
  return {
    kafedraDepartments: kafedraSpecs.map((k): Department => ({ id: ids.get(k.name)!, name: k.name, instituteIndex: k.instituteIndex, office: null })),
    officeDepartments: officeSpecs.map((o): Department => ({ id: ids.get(o.office.name)!, name: o.office.name, instituteIndex: o.instituteIndex, office: o.office })),
  };
}
