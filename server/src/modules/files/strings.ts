import { messages } from '@portal/contract';

/** The files module's messages (Russian, as every user-facing text). */
export const filesStrings = {
  wrongType: 'Недопустимый тип файла: можно загрузить изображения JPEG, PNG, GIF, документы PDF, DOC, DOCX, XLS, XLSX',
  tooLarge: messages.tooLarge,
  noFile: 'Выберите файл для загрузки',
  empty: 'Файл пустой',
  badUpload: 'Не удалось прочитать загруженный файл',
  badLink: 'Ссылка на файл недействительна или устарела, обновите страницу',
  notFound: 'Файл не найден',
  notAttachable: 'Файл не найден или уже прикреплен',
  unnamed: 'файл',
} as const;
