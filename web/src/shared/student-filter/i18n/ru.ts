/**
 * Russian texts (the `studentFilter` namespace) of the student filter: the directory's and the audience screen's (000
 * §2, 001 §2).
 */
export const ru = {
  /** A choice's clear button: «Сбросить: Группа». */
  reset: 'Сбросить',
  nothingToChoose: 'Данных нет',
  /** An empty field narrows nothing. */
  any: 'Все',
  fields: {
    institutes: 'Институт',
    kafedra: 'Кафедра',
    specialities: 'Специальность',
    profiles: 'Профиль',
    courses: 'Курс',
    groups: 'Группа',
    edu_forms: 'Форма обучения',
    edu_levels: 'Уровень образования',
  },
  funding: 'Основа обучения',
  fundingChoices: { all: 'Все', budget: 'Бюджетное', paid: 'Платное' },
  /** Read before an option's count: «ИИТ, студентов: 120». */
  studentsOfOption: ', студентов: ',
} as const;
