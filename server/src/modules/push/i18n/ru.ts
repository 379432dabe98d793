/** Russian texts (the `push` namespace) of push messages' subscriptions. */
export const ru = {
  serviceNotAllowed: 'Этот адрес не принадлежит службе push-уведомлений браузера',
  badKeys: 'Ключи подписки на push-уведомления неверны',
} as const;
