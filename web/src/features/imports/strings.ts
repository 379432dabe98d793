import { messages } from '@portal/contract';

/** Russian texts of the update reports (001 §2 «Отчеты обновлений», §8). */
export const updateReportStrings = {
  title: 'Отчеты обновлений',
  updated: 'Обновлено',
  notUpdated: 'Не обновлено',
  updatedAt: 'Дата обновления',
  error: 'Ошибка',
  empty: 'Обновления отсутствуют',
  /** 001 §8: a failed call on a back-office screen. */
  loadFailed: messages.developerError,
} as const;
