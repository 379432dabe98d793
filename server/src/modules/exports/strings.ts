export const exportStrings = {
  expired: 'Файл не найден или устарел. Сформируйте выгрузку заново.',
};
