import type { Account, AccountKey, Language, UserInfo } from '@portal/contract';
import { tIn } from '../../i18n';
import { passwordInDirectory } from './passwords';
import type { AccountRef, AuthRepository, UserRow } from './repository';

/** The account a user lands in when no default was chosen. */
const defaultOrder: AccountKey[] = ['admin', 'employee', 'student'];

/**
 * The user's accounts, named in `language`: the session's (which a change of language answers in at once), not the
 * request's.
 */
export async function accountsOf(repo: AuthRepository, userId: number, language: Language): Promise<Account[]> {
  const name = (key: AccountKey) => tIn(language)(`authServer:accountNames.${key}`);
  const [admins, employees, students] = await Promise.all([
    repo.adminAccounts(userId),
    repo.employeeAccounts(userId),
    repo.studentAccounts(userId),
  ]);
  return [
    ...admins.map((a): Account => ({ key: 'admin', id: a.id, name: name('admin'), data: {}, permissions: [] })),
    ...employees.map((e): Account => ({
      key: 'employee',
      id: e.id,
      name: name('employee'),
      data: {
        timetable: e.timetableId !== null,
        timetable_id: e.timetableId,
        science: e.science,
        is_request_manager: e.isRequestManager,
        is_question_manager: e.isQuestionManager,
      },
      permissions: e.permissions,
    })),
    ...students.map((s): Account => ({
      key: 'student',
      id: s.id,
      name: name('student'),
      data: {
        group:
          s.groupId !== null && s.groupName !== null
            ? { id: s.groupId, name: s.groupName, timetable_id: s.groupTimetableId }
            : null,
        student_record_book_code: s.recordBookCode,
        course: s.course,
      },
      permissions: [],
    })),
  ];
}

export const savedDefault = (user: UserRow) => ({ key: user.defaultAccountKey, id: user.defaultAccountId });
export const same = (a: { key: AccountKey | null; id: number | null }, b: AccountRef) =>
  a.key === b.key && a.id === b.id;

/**
 * The first of the wanted accounts the user still has (the session's, then their saved default),
 * falling back to the first by kind when none of them exists any more.
 */
export function pickAccount(
  accounts: Account[],
  ...wanted: { key: AccountKey | null; id: number | null }[]
): Account | undefined {
  for (const w of wanted) {
    const found = accounts.find((a) => same(w, a));
    if (found) return found;
  }
  for (const key of defaultOrder) {
    const found = accounts.find((a) => a.key === key);
    if (found) return found;
  }
  return undefined;
}

export interface SessionView {
  token: string;
  impersonatedBy: number | null;
  passwordMustChange: boolean;
  language: Language;
}

/**
 * What the client is told of the signed-in user: who they are, their accounts, the session's. `ldap`: whether the
 * university's directory checks the passwords of users without one of the portal's own.
 */
export function userInfo(
  user: UserRow,
  session: SessionView,
  accounts: Account[],
  active: Account,
  ldap: boolean,
): UserInfo {
  return {
    id: user.id,
    surname: user.surname,
    name: user.name,
    patronymic: user.patronymic,
    email: user.email,
    // What clients read as the active account: the session's.
    default_account_key: active.key,
    default_account_id: active.id,
    api_token: session.token,
    impersonated_by: session.impersonatedBy,
    accounts,
    password_must_change: session.passwordMustChange,
    language: session.language,
    can_change_password: session.impersonatedBy === null && !passwordInDirectory(user, ldap),
  };
}
