/** Russian texts (the `employeeSearch` namespace) of the live search of employees by surname (002 §7). */
export const ru = {
  placeholder: 'Начните вводить фамилию',
  /** Before the search starts: one letter is enough… */
  enterSurname: 'Введите фамилию',
  /** …or it takes more (002 §5: 3 for a service's responsible). */
  enterLetters_one: 'Введите не меньше {{count}} буквы фамилии',
  enterLetters_few: 'Введите не меньше {{count}} букв фамилии',
  enterLetters_many: 'Введите не меньше {{count}} букв фамилии',
  enterLetters_other: 'Введите не меньше {{count}} буквы фамилии',
  notFound: 'Не найдено',
} as const;
