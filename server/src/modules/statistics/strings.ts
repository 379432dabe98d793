export const statisticsStrings = {
  /** The export's sheet, its header row and the period under the table. */
  sheet: 'Статистика входов',
  header: ['Институт / кафедра', 'Всего', 'Вошли в ЛК', 'Студентов %'],
  period: (start: string, end: string) => `Период: ${start} — ${end}`,
  /** The export's file name; the days as YYYY-MM-DD. */
  fileName: (start: string, end: string) => `Статистика входов ${start} — ${end}.xlsx`,
} as const;
