/** Russian texts of the shared pieces (the fetch client, common states). */
export const sharedStrings = {
  appName: 'Личный кабинет',
  networkError: 'Нет соединения с сервером. Проверьте подключение к интернету.',
  loadError: 'Не удалось загрузить данные.',
  retry: 'Повторить',
  loading: 'Загрузка…',
  page: 'Страница',
  close: 'Закрыть',
  clearSearch: 'Очистить поиск',
  calendar: {
    previousMonth: 'Предыдущий месяц',
    nextMonth: 'Следующий месяц',
    previousYear: 'Предыдущий год',
    nextYear: 'Следующий год',
    previousDecade: 'Предыдущее десятилетие',
    nextDecade: 'Следующее десятилетие',
  },
  paginationControl: { first: 'Первая страница', previous: 'Предыдущая страница', next: 'Следующая страница', last: 'Последняя страница' },
} as const;
