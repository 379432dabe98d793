/**
 * The import's texts that its update report and the CLI show. The format's own messages (a
 * missing or wrong value of a column) stay next to their columns in formats.ts, and the report's
 * framing (line numbers, «…и ещё N ошибок», database failures) in problems.ts.
 */
export const importStrings = {
  /** The upload from the browser (issue 16 §7). */
  upload: {
    noFile: 'Выберите файл CSV или XLSX.',
    badKind: 'Укажите, что в файле: студенты или сотрудники.',
    badDryRun: 'Не указано, проверить файл или загрузить его.',
    tooLarge: (mb: number) => `Слишком большой файл: не больше ${mb} МБ. Большие файлы загружаются командой npm run import.`,
    badUpload: 'Файл не получен: загрузка прервалась. Попробуйте ещё раз.',
    runNotFound: 'Загрузка не найдена.',
  },
  file: {
    empty: 'Файл пуст.',
    xls: 'Формат XLS (Excel 97–2003) не поддерживается: сохраните файл как XLSX или CSV (UTF-8).',
    utf16: 'Файл в кодировке UTF-16: сохраните его как CSV в UTF-8 или как XLSX.',
    binary: 'Файл не похож ни на CSV, ни на XLSX: в нём двоичные данные.',
    notUtf8: 'Файл не в кодировке UTF-8 (возможно, Windows-1251): сохраните его как CSV в UTF-8 или как XLSX.',
    noSeparator: 'Файл не похож ни на CSV, ни на XLSX: в первой строке нет заголовков столбцов, разделённых «,» или «;».',
    csvBroken: (line: number | string, why: string) => `Строка ${line}: файл CSV повреждён — ${why}.`,
    csvQuoteNotClosed: 'кавычка открыта и не закрыта до конца файла',
    csvAfterClosingQuote: 'после закрывающей кавычки должен идти разделитель или конец строки',
    csvMarkup: 'неверная разметка кавычек или разделителей',
    notXlsx: 'Файл не читается как книга Excel (XLSX): он повреждён или это другой архив ZIP.',
    noSheet: 'В книге Excel нет ни одного листа.',
    noHeader: 'Строка 1: нет заголовков столбцов. Первая строка файла должна называть столбцы.',
    noRows: 'В файле нет строк с данными: только заголовок.',
  },
  header: {
    missing: (columns: string[]) => `Строка 1: нет ${columns.length === 1 ? 'обязательного столбца' : 'обязательных столбцов'} ${columns.join(', ')}`,
    unknown: (columns: string[]) => `Строка 1: ${columns.length === 1 ? 'неизвестный столбец' : 'неизвестные столбцы'} ${columns.map((h) => `«${h}»`).join(', ')}`,
    repeated: (columns: string[]) => `Строка 1: столбец ${columns.map((h) => `«${h}»`).join(', ')} повторяется`,
    unnamed: 'Строка 1: у столбца нет названия',
  },
  row: {
    tooManyValues: (values: number, columns: number) => `значений больше, чем столбцов в заголовке (${values} вместо ${columns})`,
    controlCharacters: (column: string) => `недопустимые символы в ${column}`,
    /** Two rows about one thing (`subject`, below) that disagree in a column. */
    disagrees: (subject: string, column: string, value: string, firstLine: number, firstValue: string) =>
      `у ${subject} ${column} «${value}», а в строке ${firstLine} — «${firstValue}»`,
  },
  /** Whose rows disagree: «у студента 123 …». */
  subject: {
    student: (id: string) => `студента ${id}`,
    group: (name: string) => `группы ${name}`,
    institute: (name: string) => `института «${name}»`,
    speciality: (code: string) => `направления ${code}`,
    employee: (id: string) => `сотрудника ${id}`,
    department: (name: string) => `подразделения «${name}»`,
  },
  email: {
    twiceInFile: (email: string, line: number, other: string) => `e-mail ${email} уже указан в строке ${line} у другого человека (${other})`,
    ownedByOther: (email: string, owner: string, externalId: string) =>
      `e-mail ${email} уже принадлежит другому человеку (${owner}), а ${externalId} загружен раньше с другим e-mail`,
    otherForSamePerson: (line: number, email: string) => `у этого человека в строке ${line} указан другой e-mail (${email})`,
    claimedInLine: (email: string, line: number) => `e-mail ${email} в строке ${line} указан у другого человека`,
  },
  /** The name of a course the import creates: «2 курс». */
  courseName: (n: number) => `${n} курс`,
} as const;
