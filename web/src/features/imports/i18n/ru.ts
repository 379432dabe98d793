import { messages } from '@portal/contract';

/** Russian texts (the `imports` namespace) of «Отчеты обновлений» and the import from the browser. */
export const ru = {
  /** The update reports (001 §2 «Отчеты обновлений», §8). */
  updateReports: {
    title: 'Отчеты обновлений',
    updated: 'Обновлено',
    notUpdated: 'Не обновлено',
    updatedAt: 'Дата обновления',
    error: 'Ошибка',
    empty: 'Обновления отсутствуют',
    /** 001 §8: a failed call on a back-office screen. */
    loadFailed: messages.developerError,
  },
  /** The import from the browser (issue 16 §7) on the «Отчеты обновлений» screen. */
  upload: {
    title: 'Загрузить файл',
    intro:
      'Файл CSV (UTF-8) или XLSX в формате импорта. Сначала проверьте ' +
      'его: данные не изменятся, пока вы не нажмёте «Загрузить».',
    kind: 'Что в файле',
    students: 'Студенты',
    employees: 'Сотрудники',
    file: 'Файл CSV или XLSX',
    noFile: 'Выберите файл',
    check: 'Проверить',
    checking: 'Проверяем файл…',
    apply: 'Загрузить',
    checkTitle: 'Результат проверки',
    checkNote: 'Это проверка: данные ещё не изменены.',
    rows: 'Строк с данными: {{n}}',
    table: 'Что изменит загрузка',
    what: 'Данные',
    people: 'Люди',
    structure: 'Структура',
    structureHint:
      'институты, кафедры, специальности, профили, формы и уровни ' +
      'обучения, курсы, группы; подразделения, должности, виды работы',
    created: 'Добавлено',
    updated: 'Изменено',
    unchanged: 'Без изменений',
    /** A full file (issue 33): the people of its kind missing from it have left. */
    fullStudents: 'Полный список студентов: кого нет в файле, тот выбыл',
    fullEmployees: 'Полный список сотрудников: кого нет в файле, тот выбыл',
    fullHint:
      'Выбывшие не смогут войти, пропадут из списков и рассылок; их обращения и ответы сохранятся. ' +
      'Без отметки отсутствующие в файле остаются как были.',
    leavers: 'Выбыли: {{left}}, вернулись: {{returned}}',
    refused: 'Файл не может быть загружен',
    refusedNote: 'Исправьте строки и проверьте файл снова. Данные не изменены.',
    problems: 'Ошибки в файле',
    queued: 'Загрузка в очереди…',
    running: 'Загружаем данные…',
    progress: 'Ход загрузки',
    done: 'Загружено',
    doneNote: 'Отчёт обновления — первый в списке ниже.',
    failed: 'Не загружено',
    another: 'Загрузить другой файл',
    tooLarge: 'Слишком большой файл: не больше 30 МБ. Большие файлы загружаются командой npm run import.',
    failedCall: 'Не удалось выполнить запрос',
  },
} as const;
