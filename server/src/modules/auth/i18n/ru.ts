import type { AccountKey } from '@portal/contract';

/**
 * Russian texts (the `authServer` namespace) of the auth module (those the web app shows too are the contract's
 * `messages`).
 */
export const ru = {
  /** Account names are the kind. */
  accountNames: {
    admin: 'Администратор',
    employee: 'Сотрудник',
    student: 'Студент',
  } satisfies Record<AccountKey, string>,
  userNotFound: 'Пользователь не найден',
  /** Ending a session that is not one of the person's own open ones (issue 32 §1). */
  sessionNotFound: 'Сеанс не найден',
  ownAccount: 'Нельзя войти в свой собственный аккаунт',
  ownPassword: 'Нельзя сбросить собственный пароль',
  adminPassword: 'Пароль администратора сбрасывается не здесь, а командой npm run admin на сервере',
  directoryPassword: 'Пароль этого пользователя хранится в каталоге университета (LDAP): сбросить его можно только там',
} as const;
