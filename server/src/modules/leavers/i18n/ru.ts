/** Russian texts (the `leavers` namespace) of marking a person as having left (issue 33). */
export const ru = {
  userNotFound: 'Пользователь не найден',
  own: 'Нельзя отметить выбывшим самого себя',
  admin: 'Администратора нельзя отметить выбывшим: его учётную запись ведут командой npm run admin на сервере',
  anonymized:
    'Данные этого человека уже удалены по сроку хранения: вернуть его нельзя. ' +
    'Если он снова в университете, он придёт с импортом как новый человек.',
} as const;
