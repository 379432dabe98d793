/** Russian texts (the `directory` namespace) of the student and employee directory. */
export const ru = {
  studentNotFound: 'Студент не найден',
  employeeNotFound: 'Сотрудник не найден',
  adminNotFound: 'Администратор не найден',
  /** The faceted filter's funding basis values, by is_free. */
  funding: { true: 'Бюджетное', false: 'Платное' },
} as const;
