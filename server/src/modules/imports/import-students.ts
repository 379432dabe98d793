import type { DbOrTx } from '../../db/client';
import type { ImportCounts } from '../../lib/rows/counts';
import type { StudentRow } from './formats';
import { Problems } from '../../lib/rows/problems';
import { defaultLeaving, startPeopleImport, type LeavingOptions } from './import-people';
import { checkAgreement, type ValidRows } from '../../lib/rows/validate-rows';
import { uniqueBy } from '../../lib/unique-by';
import { t } from '../../i18n';

/** What every row of one group must say alike. */
const groupColumns = [
  'institute',
  'kafedra',
  'speciality_code',
  'profile',
  'edu_form',
  'edu_level',
  'course',
  'group_timetable_id',
] as const;

/** Every column: a student repeated in a file must be repeated exactly. */
const allColumns = (rows: ValidRows<StudentRow>['rows']) => Object.keys(rows[0]?.value ?? {}) as (keyof StudentRow)[];

/**
 * Imports student records: the structure they belong to (institute, kafedra, speciality, profile,
 * form, level, course, group) by natural keys, their users by corporate e-mail, the records by
 * external_id. Runs inside the caller's transaction; refuses the whole file on any problem.
 */
export async function importStudents(
  db: DbOrTx,
  { rows, present }: ValidRows<StudentRow>,
  leaving: LeavingOptions = defaultLeaving(),
): Promise<ImportCounts> {
  const problems = new Problems();
  const people = checkAgreement(
    rows,
    (s) => s.external_id,
    allColumns(rows),
    (id) => t('imports:subject.student', { id }),
    problems,
  );
  checkAgreement(
    rows,
    (s) => s.group,
    groupColumns,
    (name) => t('imports:subject.group', { name }),
    problems,
  );
  checkAgreement(
    rows,
    (s) => s.institute,
    ['institute_short_name'],
    (name) => t('imports:subject.institute', { name }),
    problems,
  );
  checkAgreement(
    rows,
    (s) => s.speciality_code,
    ['speciality'],
    (code) => t('imports:subject.speciality', { code }),
    problems,
  );
  const { repo, stored, newIds, users, idsOf, counts, settleLeavers } = await startPeopleImport(
    db,
    'student',
    people,
    present.has('patronymic'),
    problems,
    leaving,
  );

  const students = people.map((r) => r.value);
  const instituteIds = await repo.institutes(
    uniqueBy(students, (s) => s.institute).map((s) => ({ name: s.institute, shortName: s.institute_short_name })),
  );
  const instituteOf = (s: StudentRow) => instituteIds.get(s.institute)!;
  const kafedraIds = await repo.kafedras(
    uniqueBy(students, (s) => `${s.institute}|${s.kafedra}`).map((s) => ({
      instituteId: instituteOf(s),
      name: s.kafedra,
    })),
  );
  await repo.linkTeachingDepartments();
  const specialityIds = await repo.specialities(
    uniqueBy(students, (s) => s.speciality_code).map((s) => ({ code: s.speciality_code, name: s.speciality })),
  );
  const specialityOf = (s: StudentRow) => specialityIds.get(s.speciality_code)!;
  const profileIds = await repo.profiles(
    uniqueBy(students, (s) => `${s.speciality_code}|${s.profile}`).map((s) => ({
      specialityId: specialityOf(s),
      name: s.profile,
    })),
  );
  const formIds = await repo.eduForms(students.map((s) => s.edu_form));
  const levelIds = await repo.eduLevels(students.map((s) => s.edu_level));
  const courseIds = await repo.courses(students.map((s) => s.course));
  const groupIds = await repo.groups(
    uniqueBy(students, (s) => s.group).map((s) => ({
      name: s.group,
      kafedraId: kafedraIds.get(`${instituteOf(s)}|${s.kafedra}`)!,
      profileId: profileIds.get(`${specialityOf(s)}|${s.profile}`)!,
      eduFormId: formIds.get(s.edu_form)!,
      eduLevelId: levelIds.get(s.edu_level)!,
      courseId: courseIds.get(s.course)!,
      timetableId: s.group_timetable_id ?? null,
    })),
    present.has('group_timetable_id'),
  );

  const values = students.map((s) => ({
    ...idsOf(s.external_id),
    recordBookCode: s.record_book_code,
    groupId: groupIds.get(s.group)!,
    isFree: s.is_free,
    gender: s.gender,
    isHeadman: s.is_headman ?? false,
    email: s.personal_email ?? null,
    phone: s.phone ?? null,
  }));
  await repo.insertStudents(values.filter((v) => newIds.has(v.externalId)));
  const optional = [
    ...(present.has('is_headman') ? (['isHeadman'] as const) : []),
    ...(present.has('personal_email') ? (['email'] as const) : []),
    ...(present.has('phone') ? (['phone'] as const) : []),
  ];
  const written = new Set(
    await repo.updateStudents(
      values.filter((v) => stored.has(v.externalId)),
      optional,
    ),
  );
  await repo.setDefaultAccounts('student', users.gaining);
  await settleLeavers(present.has('left_at'));

  return counts(rows.length, new Set(values.filter((v) => written.has(v.id)).map((v) => v.externalId)));
}
