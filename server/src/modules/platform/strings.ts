export const platformStrings = {
  databaseDown: 'База данных недоступна',
};
