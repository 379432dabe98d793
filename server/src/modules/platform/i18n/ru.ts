/** Russian texts (the `platform` namespace) of health and the settings read before sign-in. */
export const ru = {
  databaseDown: 'База данных недоступна',
} as const;
