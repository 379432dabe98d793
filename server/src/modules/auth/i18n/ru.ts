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
  /** Signing in as a person who left the university (issue 33): they have no sessions. */
  userLeft: 'Пользователь выбыл: войти в его аккаунт нельзя',
  ownPassword: 'Нельзя сбросить собственный пароль',
  adminPassword: 'Пароль администратора сбрасывается не здесь, а командой npm run admin на сервере',
  directoryPassword: 'Пароль этого пользователя хранится в каталоге университета (LDAP): сбросить его можно только там',
  /** Sign-in through the university's identity provider (issue 33, OpenID Connect). */
  oidc: {
    off: 'Вход через единую учётную запись не настроен.',
    unavailable:
      'Сервер единой учётной записи недоступен. Попробуйте войти позже или войдите с паролем корпоративной почты.',
    refused: 'Вход через единую учётную запись не удался: вход отменён или отклонён на сервере единой учётной записи.',
    failed: 'Вход через единую учётную запись не удался: ответ сервера не прошёл проверку. Начните вход заново.',
    expired:
      'Вход через единую учётную запись не удался: время входа истекло или вход начат в другом окне. ' +
      'Начните вход заново.',
    noClaim:
      'Вход через единую учётную запись не удался: сервер единой учётной записи не сообщил логин ({{claim}}). ' +
      'Обратитесь в службу поддержки.',
    unknown:
      'Учётная запись не найдена в личном кабинете. Если вы учитесь или работаете в университете, ' +
      'обратитесь в дирекцию своего института или в отдел кадров.',
  },
} as const;
