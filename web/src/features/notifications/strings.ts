/** Russian texts of the notification inbox (000 §2). */
export const notificationStrings = {
  bell: 'Уведомления',
  panelTitle: 'Уведомления',
  unreadTab: 'Непрочитанные',
  readTab: 'Прочитанные',
  loadMore: 'Загрузить еще',
  empty: 'Здесь будут важные для вас уведомления',
  loadFailed: 'Не удалось загрузить уведомления.',
  unreadCount: (count: number) => `Непрочитанных уведомлений: ${count}`,
  bellName: (count: number) => (count > 0 ? `Уведомления, непрочитанных: ${count}` : 'Уведомления'),
  unreadMark: 'Не прочитано',
  sentAt: 'Отправлено',
  close: 'Закрыть',
} as const;
