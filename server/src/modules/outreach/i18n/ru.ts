/** Russian texts (the `outreach` namespace) of the e-mail copies of messages and of the daily digest. */
export const ru = {
  open: 'Открыть в личном кабинете',
  why: 'Это копия сообщения из личного кабинета ({{kind}}): оно не было прочитано за 10 минут.',
  unsubscribe: 'Не присылать такие письма',
  kinds: {
    notifications: 'уведомления',
    answers: 'ответы на обращения и заявки',
    timetable: 'изменения расписания',
    polls: 'новые опросы',
  },
  digestSubject: 'Непрочитанные сообщения за день: {{count}}',
  digestHeading: 'Непрочитанные сообщения в личном кабинете',
  digestMore: 'И ещё {{count}} — в личном кабинете.',
  digestWhy: 'Письмо раз в день о сообщениях, которые вы ещё не прочитали.',
  digestUnsubscribe: 'Не присылать письма о сообщениях',
  inbox: 'Все сообщения',
  unsubscribeBadLink: 'Ссылка отписки недействительна',
  unsubscribeNoUser: 'Пользователь не найден',
} as const;
