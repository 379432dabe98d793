/**
 * Russian texts (the `imports` namespace) of the import's check and update report, which an admin
 * reads (the CLI shows them in Russian), with the format's own messages (a missing or wrong value
 * of a column, formats.ts). The timetable's columns have theirs in the `timetable` namespace.
 */
export const ru = {
  /** The upload from the browser (issue 16 §7). */
  upload: {
    noFile: 'Выберите файл CSV или XLSX.',
    badKind: 'Укажите, что в файле: студенты или сотрудники.',
    badDryRun: 'Не указано, проверить файл или загрузить его.',
    badMissing: 'Неизвестно, что делать с людьми, которых нет в файле: нужно keep или deactivate.',
    tooLarge: 'Слишком большой файл: не больше {{mb}} МБ. Большие файлы загружаются командой npm run import.',
    badUpload: 'Файл не получен: загрузка прервалась. Попробуйте ещё раз.',
    runNotFound: 'Загрузка не найдена.',
    dryRunTimedOut:
      'Проверка файла заняла больше {{seconds}} с и остановлена, данные не изменены. ' +
      'Разделите файл на части или загрузите его на сервере командой npm run import.',
  },
  file: {
    empty: 'Файл пуст.',
    xls: 'Формат XLS (Excel 97–2003) не поддерживается: сохраните файл как XLSX или CSV (UTF-8).',
    utf16: 'Файл в кодировке UTF-16: сохраните его как CSV в UTF-8 или как XLSX.',
    binary: 'Файл не похож ни на CSV, ни на XLSX: в нём двоичные данные.',
    notUtf8: 'Файл не в кодировке UTF-8 (возможно, Windows-1251): сохраните его как CSV в UTF-8 или как XLSX.',
    noSeparator:
      'Файл не похож ни на CSV, ни на XLSX: в первой строке нет заголовков столбцов, разделённых «,» или «;».',
    csvBroken: 'Строка {{line}}: файл CSV повреждён — {{why}}.',
    csvQuoteNotClosed: 'кавычка открыта и не закрыта до конца файла',
    csvAfterClosingQuote: 'после закрывающей кавычки должен идти разделитель или конец строки',
    csvMarkup: 'неверная разметка кавычек или разделителей',
    notXlsx: 'Файл не читается как книга Excel (XLSX): он повреждён или это другой архив ZIP.',
    xlsxTooLarge:
      'Книга Excel распаковывается больше чем в {{mb}} МБ: это не таблица для загрузки. Сохраните её как CSV (UTF-8).',
    noSheet: 'В книге Excel нет ни одного листа.',
    noHeader: 'Строка 1: нет заголовков столбцов. Первая строка файла должна называть столбцы.',
    noRows: 'В файле нет строк с данными: только заголовок.',
  },
  /** The header's problems; `columns` is their list, joined by commas. */
  header: {
    missingOne: 'Строка 1: нет обязательного столбца {{columns}}',
    missingMany: 'Строка 1: нет обязательных столбцов {{columns}}',
    unknownOne: 'Строка 1: неизвестный столбец {{columns}}',
    unknownMany: 'Строка 1: неизвестные столбцы {{columns}}',
    repeated: 'Строка 1: столбец {{columns}} повторяется',
    unnamed: 'Строка 1: у столбца нет названия',
    /** A column's name as the file spells it. */
    quoted: '«{{name}}»',
  },
  row: {
    tooManyValues: 'значений больше, чем столбцов в заголовке ({{values}} вместо {{columns}})',
    controlCharacters: 'недопустимые символы в {{column}}',
    /** Two rows about one thing (`subject`, below) that disagree in a column. */
    disagrees: 'у {{subject}} {{column}} «{{value}}», а в строке {{firstLine}} — «{{firstValue}}»',
  },
  /** Whose rows disagree: «у студента 123 …». */
  subject: {
    student: 'студента {{id}}',
    group: 'группы {{name}}',
    institute: 'института «{{name}}»',
    speciality: 'направления {{code}}',
    employee: 'сотрудника {{id}}',
    department: 'подразделения «{{name}}»',
  },
  email: {
    twiceInFile: 'e-mail {{email}} уже указан в строке {{line}} у другого человека ({{other}})',
    ownedByOther:
      'e-mail {{email}} уже принадлежит другому человеку ({{owner}}), а {{externalId}} загружен раньше с другим e-mail',
    otherForSamePerson: 'у этого человека в строке {{line}} указан другой e-mail ({{email}})',
    claimedInLine: 'e-mail {{email}} в строке {{line}} указан у другого человека',
  },
  /** What a file holds, as its update report is named: «Студенты (students.csv)». */
  kinds: {
    students: 'Студенты',
    employees: 'Сотрудники',
    timetable: 'Расписание',
  },
  /** A cell's value that no column's format accepts. */
  cells: {
    tooLong: 'слишком длинное значение {{column}}: больше {{max}} символов',
    wrongValue: 'неверное значение {{column}} «{{value}}»: нужно {{expected}}',
    flag: '1 или 0 (да или нет)',
    /** The `expected` of an id of another system. */
    positiveInteger: 'целое положительное число',
    /** The `expected` of is_free. */
    isFree: '1 (бюджет) или 0 (платно)',
  },
  /** An empty cell of a required column; the column's name follows in brackets: «не указана фамилия (surname)». */
  missing: {
    studentId: 'не указан идентификатор студента',
    employeeId: 'не указан идентификатор сотрудника',
    surname: 'не указана фамилия',
    name: 'не указано имя',
    gender: 'не указан пол',
    email: 'не указан корпоративный e-mail',
    recordBook: 'не указан номер зачётной книжки',
    institute: 'не указан институт',
    instituteShortName: 'не указано краткое название института',
    kafedra: 'не указана кафедра',
    specialityCode: 'не указан код направления подготовки',
    speciality: 'не указано направление подготовки',
    profile: 'не указан профиль',
    eduForm: 'не указана форма обучения',
    eduLevel: 'не указан уровень образования',
    course: 'не указан курс',
    group: 'не указана группа',
    isFree: 'не указана основа обучения',
    isPps: 'не указано, относится ли сотрудник к ППС',
    department: 'не указано подразделение',
    post: 'не указана должность',
    workType: 'не указан вид занятости',
  },
  /** A wrong value of a column of its own kind. */
  invalid: {
    gender: 'неизвестный пол «{{value}}» (gender): нужно male или female (м или ж)',
    email: 'неверный e-mail «{{value}}» ({{column}})',
    orcid: 'неверный ORCID «{{value}}» (orcid): нужно в виде 0000-0002-1825-0097',
    leftAt: 'неверная дата выбытия «{{value}}» (left_at): нужно ДД.ММ.ГГГГ или ГГГГ-ММ-ДД',
    leftAtFuture: 'дата выбытия {{value}} (left_at) ещё не наступила: укажите её в файле, когда человек выбудет',
    course: 'неверный курс «{{value}}» (course): нужно целое число от 1 до {{max}}',
  },
  /** The report's framing: a problem's row, the problems not listed. */
  problems: {
    line: 'Строка {{line}}: {{text}}',
    more_one: '…и ещё {{count}} ошибка',
    more_few: '…и ещё {{count}} ошибки',
    more_many: '…и ещё {{count}} ошибок',
    more_other: '…и ещё {{count}} ошибки',
  },
  /** Why a run failed when it was not the file's fault: never SQL, values or a stack trace. */
  failure: {
    write: 'Не удалось записать данные: {{what}} (код {{code}}{{where}}). Данные не изменены.',
    constraint: ', ограничение {{constraint}}',
    unique: 'нарушена уникальность данных',
    integrity: 'нарушена целостность данных',
    database: 'ошибка базы данных',
    internal: 'Внутренняя ошибка импорта. Данные не изменены.',
  },
} as const;
