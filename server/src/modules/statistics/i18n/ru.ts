/** Russian texts (the `statistics` namespace) of the sign-in statistics' export. */
export const ru = {
  /** The export's sheet, its header row and the period under the table. */
  sheet: 'Статистика входов',
  header: ['Институт / кафедра', 'Всего', 'Вошли в ЛК', 'Студентов %'],
  period: 'Период: {{start}} — {{end}}',
  /** The export's file name; the days as YYYY-MM-DD. */
  fileName: 'Статистика входов {{start}} — {{end}}.xlsx',
} as const;
