/** Russian texts of the update reports (001 §2 «Отчеты обновлений», §8). */
export const updateReportStrings = {
  title: 'Отчеты обновлений',
  updated: 'Обновлено',
  notUpdated: 'Не обновлено',
  updatedAt: 'Дата обновления',
  error: 'Ошибка',
  empty: 'Обновления отсутствуют',
  loadFailed: 'Не удалось загрузить отчеты обновлений.',
} as const;
