import type { AccountKey } from '@portal/contract';

/** The auth module's own Russian texts (the ones the web app shows too are in contract's messages). */
export const authStrings = {
  /** Account names are the kind in Russian. */
  accountNames: {
    admin: 'Администратор',
    employee: 'Сотрудник',
    student: 'Студент',
  } satisfies Record<AccountKey, string>,
  userNotFound: 'Пользователь не найден',
  ownAccount: 'Нельзя войти в свой собственный аккаунт',
  ownPassword: 'Нельзя сбросить собственный пароль',
  adminPassword: 'Пароль администратора сбрасывается не здесь, а командой npm run admin на сервере',
  directoryPassword: 'Пароль этого пользователя хранится в каталоге университета (LDAP): сбросить его можно только там',
};
