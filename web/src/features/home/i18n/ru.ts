/** Russian texts (the `home` namespace) of the home page and the not-found page (000 §1, §2). */
export const ru = {
  homeTitle: 'Главная',
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'Такой страницы нет или она пока недоступна для вашего аккаунта.',
  toHome: 'На главную',
  noticeTitle: 'Доступна новая версия личного кабинета',
  noticeText: 'В новой версии собраны расписание, успеваемость, заявки и другие сервисы университета.',
  noticeLink: 'Перейти в новую версию',
} as const;
