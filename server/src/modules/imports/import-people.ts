import type { DbOrTx } from '../../db/client';
import { countPeople, type ImportCounts } from '../../lib/rows/counts';
import type { Problems } from '../../lib/rows/problems';
import type { EmployeeRow, StudentRow } from './formats';
import { importRepository } from './repository';
import { checkEmailsOfFile, resolvePeople, type NewAccounts, type Person } from './users';

type PersonColumns = Pick<StudentRow & EmployeeRow, 'external_id' | 'email' | 'surname' | 'name' | 'patronymic'>;

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
) {
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
      };
    },
  };
}
