/**
 * Russian texts (the `chat` namespace) of a message thread: the support dialog (000 §2) and the chat of a request (002
 * §2.5).
 */
export const ru = {
  dialog: 'Переписка',
  messages: 'Сообщения',
  noMessages: 'Сообщений пока нет',
  you: 'Вы',
  /** A message's author as a screen reader says it: «Волков Никита Андреевич, 23 ноября, 14:05». */
  authorAt: '{{name}}, {{time}}',
  failed: 'Ваше сообщение не отправилось. Проверьте соединение с интернетом!',
  sending: 'Отправляется…',
  retry: 'Повторить отправку',
  remove: 'Удалить сообщение',
  box: {
    label: 'Сообщение',
    placeholder: 'Напишите сообщение…',
    send: 'Отправить',
    hint: 'Enter — отправить, Shift+Enter — новая строка',
    hintTouch: 'Enter — новая строка, отправить — кнопкой «Отправить»',
    empty: 'Введите текст сообщения',
    uploading: 'Дождитесь окончания загрузки файлов',
    sendFailed: 'Не удалось отправить сообщение.',
  },
} as const;
