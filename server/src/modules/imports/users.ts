import type { AccountKey } from '@portal/contract';
import type { Problems } from '../../lib/rows/problems';
import type { ImportRepository, UserValues } from './repository';
import { t } from '../../i18n';

/** A person of a file, as far as their user is concerned. */
export interface Person extends UserValues {
  line: number;
  externalId: string;
  /** The user of the person's account already stored under this external_id. */
  currentUserId: number | undefined;
}

const fullName = (p: { surname: string; name: string; patronymic: string | null | undefined }) =>
  [p.surname, p.name, p.patronymic].filter(Boolean).join(' ');

/**
 * One corporate e-mail is one person: two rows of a file may share it only when they name the
 * same person (someone who studies on two programmes has two student records and one user).
 */
export function checkEmailsOfFile(persons: readonly Person[], problems: Problems): void {
  const first = new Map<string, Person>();
  for (const p of persons) {
    const seen = first.get(p.email);
    if (!seen) first.set(p.email, p);
    else if (fullName(seen) !== fullName(p)) {
      problems.add(p.line, t('imports:email.twiceInFile', { email: p.email, line: seen.line, other: fullName(seen) }));
    }
  }
}

export interface AttachedUsers {
  /** external_id → user id. */
  userIds: Map<string, number>;
  /** Existing users whose e-mail or names the file changed. */
  changed: Set<number>;
  /** Existing users who get a new account: the caller points those without a default account at it. */
  gaining: number[];
}

export interface NewAccounts {
  kind: Extract<AccountKey, 'student' | 'employee'>;
  /** external_id → the id reserved for each new account: a new user signs in to it. */
  ids: ReadonlyMap<string, number>;
}

/**
 * Finds each person's user: the one their stored account already has, else the one with their
 * corporate e-mail (so a student who is also an employee has one user with two accounts), else a
 * new one. Conflicts are thrown with the file's other problems before anything is written.
 * Passwords, admins, permissions and sessions are never touched.
 */
export async function attachUsers(
  repo: ImportRepository,
  persons: readonly Person[],
  accounts: NewAccounts,
  withPatronymic: boolean,
  problems: Problems,
): Promise<AttachedUsers> {
  const owners = new Map((await repo.usersByEmail([...new Set(persons.map((p) => p.email))])).map((u) => [u.email, u]));
  /** user id, or the e-mail of a user to create → the person who set its e-mail and names. */
  const targets = new Map<number | string, Person>();
  const targetOf = new Map<Person, number | string>();
  const byEmail = new Map<string, number | string>();
  for (const p of persons) {
    const owner = owners.get(p.email);
    if (p.currentUserId !== undefined && owner && owner.id !== p.currentUserId) {
      problems.add(
        p.line,
        t('imports:email.ownedByOther', { email: p.email, owner: fullName(owner), externalId: p.externalId }),
      );
      continue;
    }
    const target = p.currentUserId ?? owner?.id ?? p.email;
    const earlier = targets.get(target);
    if (earlier && earlier.email !== p.email) {
      problems.add(p.line, t('imports:email.otherForSamePerson', { line: earlier.line, email: earlier.email }));
      continue;
    }
    const claimed = byEmail.get(p.email);
    if (claimed !== undefined && claimed !== target) {
      problems.add(p.line, t('imports:email.claimedInLine', { email: p.email, line: targets.get(claimed)!.line }));
      continue;
    }
    if (!earlier) targets.set(target, p);
    byEmail.set(p.email, target);
    targetOf.set(p, target);
  }
  problems.throwIfAny();

  // A new user is made by a new person: the first one of its e-mail gives it its default account.
  const created = await repo.insertUsers(
    [...targets]
      .filter(([key]) => typeof key === 'string')
      .map(([, p]) => ({ ...p, defaultAccountKey: accounts.kind, defaultAccountId: accounts.ids.get(p.externalId)! })),
  );
  const existing = [...targets].filter((entry): entry is [number, Person] => typeof entry[0] === 'number');
  const changed = new Set(
    await repo.updateUsers(
      existing.map(([id, p]) => ({ ...p, id })),
      withPatronymic,
    ),
  );
  const userIds = new Map<string, number>();
  const gaining = new Set<number>();
  for (const [p, target] of targetOf) {
    userIds.set(p.externalId, typeof target === 'number' ? target : created.get(target)!);
    if (typeof target === 'number' && accounts.ids.has(p.externalId)) gaining.add(target);
  }
  return { userIds, changed, gaining: [...gaining] };
}

/**
 * The stored accounts of a file's people (by external_id), ids reserved for the new ones, and
 * everyone's user: the steps both kinds of import take before writing their own columns.
 */
export async function resolvePeople(
  repo: ImportRepository,
  kind: NewAccounts['kind'],
  persons: Person[],
  withPatronymic: boolean,
  problems: Problems,
) {
  const stored = new Map(
    (
      await repo.accountsByExternalId(
        kind,
        persons.map((p) => p.externalId),
      )
    ).map((a) => [a.externalId, a]),
  );
  for (const p of persons) p.currentUserId = stored.get(p.externalId)?.userId;
  const fresh = persons.filter((p) => !stored.has(p.externalId));
  const reserved = await repo.reserveIds(kind, fresh.length);
  const newIds = new Map(fresh.map((p, i) => [p.externalId, reserved[i]!]));
  const users = await attachUsers(repo, persons, { kind, ids: newIds }, withPatronymic, problems);
  return { stored, newIds, users };
}
