import type { DbOrTx } from '../../db/client';
import { t } from '../../i18n';
import { countPeople, type ImportCounts } from '../../lib/rows/counts';
import type { Problems } from '../../lib/rows/problems';
import type { EmployeeRow, StudentRow } from './formats';
import { importRepository } from './repository';
import { checkEmailsOfFile, resolvePeople, type NewAccounts, type Person } from './users';

type PersonColumns = Pick<
  StudentRow & EmployeeRow,
  'external_id' | 'email' | 'surname' | 'name' | 'patronymic' | 'left_at'
>;

/**
 * What a run does about people who left (issue 33): `missing: 'deactivate'` says the file is
 * full, so that the people of its kind missing from it have left (today); `today` and `timeZone`
 * date a `left_at` day (a day still to come is refused).
 */
export interface LeavingOptions {
  missing: 'keep' | 'deactivate';
  today: string;
  timeZone: string;
}
export const defaultLeaving = (): LeavingOptions => ({
  missing: 'keep',
  today: new Date().toISOString().slice(0, 10),
  timeZone: 'Europe/Moscow',
});

/**
 * What the students' and the employees' imports do alike once their rows agree: the people's
 * e-mails checked (the problems found so far thrown before the database is read), the import's lock
 * taken, each person's stored account, reserved id and user found; and at the end, the counts.
 */
export async function startPeopleImport(
  db: DbOrTx,
  kind: NewAccounts['kind'],
  people: readonly { line: number; value: PersonColumns }[],
  withPatronymic: boolean,
  problems: Problems,
  leaving: LeavingOptions,
) {
  for (const { line, value } of people)
    if (value.left_at && value.left_at > leaving.today)
      problems.add(line, t('imports:invalid.leftAtFuture', { value: value.left_at }));
  const persons: Person[] = people.map(({ line, value: p }) => ({
    line,
    externalId: p.external_id,
    email: p.email,
    surname: p.surname,
    name: p.name,
    patronymic: p.patronymic,
    currentUserId: undefined,
  }));
  checkEmailsOfFile(persons, problems);
  problems.throwIfAny();

  const repo = importRepository(db);
  await repo.lock();
  const { stored, newIds, users } = await resolvePeople(repo, kind, persons, withPatronymic, problems);
  let leavers: ImportCounts['leavers'];
  return {
    repo,
    stored,
    newIds,
    users,

    /** The ids of a person's account (stored or reserved) and user. */
    idsOf: (externalId: string) => ({
      id: newIds.get(externalId) ?? stored.get(externalId)!.id,
      userId: users.userIds.get(externalId)!,
      externalId,
    }),

    /**
     * Once the accounts are written: who of this kind left with the file and who came back
     * (leavers-repository.ts). `withLeftAt`: the file has the column (else nobody in it leaves).
     */
    async settleLeavers(withLeftAt: boolean) {
      if (!withLeftAt && leaving.missing !== 'deactivate' && !(await repo.anyLeavers())) return;
      const settled = await repo.settleLeavers(
        kind,
        people.map(({ value: p }) => ({ externalId: p.external_id, leftDay: (withLeftAt && p.left_at) || null })),
        leaving.missing === 'deactivate',
        leaving.timeZone,
      );
      // Counted when somebody left or came back: most runs say nothing of leavers.
      if (settled.left || settled.returned) leavers = settled;
    },

    /** The run's counts; a person is changed when their account is (`changed`, by external_id) or their user. */
    counts(rows: number, changed: Set<string>): ImportCounts {
      for (const p of persons) if (users.changed.has(users.userIds.get(p.externalId)!)) changed.add(p.externalId);
      return {
        ...countPeople(
          rows,
          persons.map((p) => p.externalId),
          new Set(stored.keys()),
          changed,
        ),
        structure: repo.structure,
        ...(leavers && { leavers }),
      };
    },
  };
}
