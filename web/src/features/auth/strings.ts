// Only the texts, not the whole contract with zod: the sign-in screen loads this before it can be used.
import { messages } from '@portal/contract/messages';

/** Russian texts of sign-in and the account chooser (000 §2, §5, §8). */
export const authStrings = {
  signInTitle: 'Вход',
  signInSubtitle: 'Для студентов и сотрудников университета',
  email: 'Корпоративная почта',
  emailPlaceholder: 'ivanov@university.ru',
  password: 'Пароль',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  remember: 'Запомнить меня',
  consentBefore: 'Я даю согласие на обработку персональных данных',
  consentLinkIntro: 'Подробнее:',
  consentLink: 'политика обработки персональных данных',
  consentRequired: 'Необходимо согласие на обработку персональных данных',
  forgotLink: 'Забыли пароль?',
  helpLink: 'Помощь',
  submit: 'Войти',
  submitting: 'Вход…',
  back: 'Вернуться ко входу',
  close: 'Закрыть',

  credentials: messages.credentials,
  loginMissing: messages.loginMissing,
  unavailable: messages.loginUnavailable,

  forgotTitle: 'Восстановление пароля',
  forgotText: [
    'Для восстановления пароля обратитесь в дирекцию своего института.',
    'Сотрудникам университета следует обратиться в отдел кадров или к ответственному за информационные системы своего подразделения.',
    'При обращении имейте при себе документ, удостоверяющий личность: пароль выдаётся только лично владельцу учётной записи.',
  ],

  helpTitle: 'Помощь',
  helpIntro: 'Если у вас не получается войти в личный кабинет, вы можете:',
  helpOfficesTitle: 'Обратиться лично',
  helpOffices: [
    { place: 'Центр информационных технологий, главный корпус, кабинет 214', hours: 'пн–пт 9:00–18:00, обед 13:00–14:00' },
    { place: 'Дирекция своего института', hours: 'пн–пт 9:00–17:00' },
  ],
  helpFormTitle: 'Написать в поддержку',
  helpFormText:
    'Заполните форму обратной связи на сайте университета. В поле «Тема» укажите ссылку на личный кабинет',
  helpFormTail: ', опишите проблему и оставьте адрес почты для ответа.',

  policyTitle: 'Согласие на обработку персональных данных',

  chooserTitle: 'Сменить аккаунт',
  chooserIntro: 'Выберите аккаунт, под которым продолжить работу.',
  current: 'Текущий',
  kindLabel: { student: 'Студент', employee: 'Сотрудник', admin: 'Администратор' },
  switchFailed: messages.switchFailed,
} as const;
