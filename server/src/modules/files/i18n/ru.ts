/** Russian texts (the `files` namespace) of uploads and downloads. The spec's words, kept exactly. */
export const ru = {
  wrongType: 'Недопустимый тип файла: можно загрузить изображения JPEG, PNG, GIF, документы PDF, DOC, DOCX, XLS, XLSX',
  noFile: 'Выберите файл для загрузки',
  quota: 'Слишком много файлов загружено за сутки и не отправлено. Повторите попытку позже.',
  badUpload: 'Не удалось прочитать загруженный файл',
  badLink: 'Ссылка на файл недействительна или устарела, обновите страницу',
  notFound: 'Файл не найден',
  notAttachable: 'Файл не найден или уже прикреплен',
  /** The name a file uploaded without one is kept under. */
  unnamed: 'файл',
} as const;
