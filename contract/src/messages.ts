/** Russian texts that the server and the web app both show. */
export const messages = {
  credentials: 'Неверный логин и/или пароль',
  loginMissing: 'Введите логин и/или пароль',
  loginUnavailable: 'Вход временно недоступен',
  tooManyAttempts: 'Слишком много попыток входа. Повторите попытку через несколько минут.',
  unauthenticated: 'Сессия истекла. Войдите снова.',
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  validation: 'Проверьте введённые данные',
  tooLarge: 'Слишком большой файл, размер файла не должен превышать 10МБ',
  internal: 'Произошла ошибка, повторите попытку позже.',
  maintenance: 'Ведутся технические работы. Попробуйте позже.',
  accountNotYours: 'Аккаунт не найден',
  noAccounts: 'У пользователя нет доступных аккаунтов. Обратитесь в дирекцию института.',
  switchFailed: 'Произошла ошибка опробуйте позже.',
  developerError: 'Ошибка. Обратитесь к разработчику.',
} as const;
