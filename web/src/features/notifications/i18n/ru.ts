/** Russian texts (the `notifications` namespace) of the notification inbox (000 §2). */
export const ru = {
  bell: 'Уведомления',
  /** The bell's name for a screen reader while some are unread: «Уведомления, непрочитанных: 3». */
  bellUnread: 'Уведомления, непрочитанных: {{count}}',
  panelTitle: 'Уведомления',
  unreadTab: 'Непрочитанные',
  readTab: 'Прочитанные',
  loadMore: 'Загрузить еще',
  empty: 'Здесь будут важные для вас уведомления',
  loadFailed: 'Не удалось загрузить уведомления.',
  unreadCount: 'Непрочитанных уведомлений: {{count}}',
  unreadMark: 'Не прочитано',
  sentAt: 'Отправлено',
  markAll: 'Прочитать все',
  markAllFailed: 'Не удалось отметить уведомления прочитанными.',
  close: 'Закрыть',
  /** A letter's or a push message's link named a notification that is gone (hidden) or another's. */
  linkedMissing: 'Уведомление по ссылке не найдено: возможно, его скрыли.',
} as const;
