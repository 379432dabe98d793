/** Russian texts (the `exports` namespace) of the generated spreadsheets' downloads. */
export const ru = {
  expired: 'Файл не найден или устарел. Сформируйте выгрузку заново.',
} as const;
