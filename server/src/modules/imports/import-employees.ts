import type { ScienceIds } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import type { ImportCounts } from '../../lib/rows/counts';
import { scienceColumns, type EmployeeRow } from './formats';
import { Problems } from '../../lib/rows/problems';
import type { WorkValues } from './repository';
import { defaultLeaving, startPeopleImport, type LeavingOptions } from './import-people';
import { checkAgreement, type ValidRows } from '../../lib/rows/validate-rows';
import { uniqueBy } from '../../lib/unique-by';
import { t } from '../../i18n';

/** What every row (position) of one employee must say alike. */
const personColumns = [
  'surname',
  'name',
  'patronymic',
  'email',
  'phone',
  'is_pps',
  'timetable_id',
  ...scienceColumns,
  'left_at',
] as const;

/** The science identifiers of a row, null when it has none. */
function scienceOf(e: EmployeeRow): ScienceIds | null {
  const ids = Object.fromEntries(scienceColumns.map((c) => [c, e[c] ?? null])) as ScienceIds;
  return Object.values(ids).some((v) => v !== null) ? ids : null;
}

const workKey = (w: Omit<WorkValues, 'employeeId'>) => `${w.departmentId}|${w.postId}|${w.workTypeId}`;
const sameWorks = (a: readonly string[], b: readonly string[]) => [...a].sort().join(',') === [...b].sort().join(',');

/**
 * Imports employees, one row per position: the departments, posts and work types by name, the
 * users by corporate e-mail, the employees by external_id, and each employee's works replaced by
 * the file's. Permissions and the manager flags are the portal's own and stay as they are.
 */
export async function importEmployees(
  db: DbOrTx,
  { rows, present }: ValidRows<EmployeeRow>,
  leaving: LeavingOptions = defaultLeaving(),
): Promise<ImportCounts> {
  const problems = new Problems();
  const people = checkAgreement(
    rows,
    (e) => e.external_id,
    personColumns,
    (id) => t('imports:subject.employee', { id }),
    problems,
  );
  const withEduFlag = present.has('department_is_edu');
  if (withEduFlag)
    checkAgreement(
      rows,
      (e) => e.department,
      ['department_is_edu'],
      (name) => t('imports:subject.department', { name }),
      problems,
    );
  const { repo, stored, newIds, users, idsOf, counts, settleLeavers } = await startPeopleImport(
    db,
    'employee',
    people,
    present.has('patronymic'),
    problems,
    leaving,
  );

  const all = rows.map((r) => r.value);
  const kafedraByName = withEduFlag ? await repo.kafedrasByUniqueName() : new Map<string, number>();
  const departmentIds = await repo.departments(
    uniqueBy(all, (e) => e.department).map((e) => ({
      name: e.department,
      isEduDep: e.department_is_edu ?? false,
      kafedraId: e.department_is_edu ? (kafedraByName.get(e.department) ?? null) : null,
    })),
    withEduFlag,
  );
  const postIds = await repo.posts(all.map((e) => e.post));
  const workTypeIds = await repo.workTypes(all.map((e) => e.work_type));

  const withScience = scienceColumns.some((c) => present.has(c));
  const values = people.map(({ value: e }) => ({
    ...idsOf(e.external_id),
    email: e.email,
    isPps: e.is_pps,
    phone: e.phone ?? null,
    timetableId: e.timetable_id ?? null,
    science: scienceOf(e),
  }));
  await repo.insertEmployees(values.filter((v) => newIds.has(v.externalId)));
  const optional = [
    ...(present.has('phone') ? (['phone'] as const) : []),
    ...(present.has('timetable_id') ? (['timetableId'] as const) : []),
    ...(withScience ? (['science'] as const) : []),
  ];
  const written = new Set(
    await repo.updateEmployees(
      values.filter((v) => stored.has(v.externalId)),
      optional,
    ),
  );
  await repo.setDefaultAccounts('employee', users.gaining);

  const employeeIds = new Map(values.map((v) => [v.externalId, v.id]));
  const works = new Map<string, Omit<WorkValues, 'employeeId'>[]>();
  for (const e of all) {
    const work = {
      departmentId: departmentIds.get(e.department)!,
      postId: postIds.get(e.post)!,
      workTypeId: workTypeIds.get(e.work_type)!,
    };
    const list = works.get(e.external_id) ?? [];
    if (!list.some((w) => workKey(w) === workKey(work))) list.push(work);
    works.set(e.external_id, list);
  }
  const storedWorks = new Map<number, string[]>();
  for (const w of await repo.worksOf([...stored.values()].map((e) => e.id)))
    storedWorks.set(w.employeeId, [...(storedWorks.get(w.employeeId) ?? []), workKey(w)]);
  const changed = new Set(values.filter((v) => written.has(v.id)).map((v) => v.externalId));
  const replaced: number[] = [];
  for (const [externalId, list] of works) {
    const id = employeeIds.get(externalId)!;
    if (stored.has(externalId) && sameWorks(storedWorks.get(id) ?? [], list.map(workKey))) continue;
    replaced.push(id);
    changed.add(externalId);
  }
  const replacedIds = new Set(replaced);
  await repo.replaceWorks(
    replaced,
    [...works].flatMap(([externalId, list]) =>
      replacedIds.has(employeeIds.get(externalId)!)
        ? list.map((w) => ({ ...w, employeeId: employeeIds.get(externalId)! }))
        : [],
    ),
  );
  await settleLeavers(present.has('left_at'));

  return counts(rows.length, changed);
}
