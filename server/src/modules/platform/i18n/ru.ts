/** Russian texts (the `platform` namespace) of health, the metrics and the settings read before sign-in. */
export const ru = {
  databaseDown: 'База данных недоступна',
  /** GET /api/metrics without METRICS_TOKEN from an address it is not answered to (401). */
  metricsTokenNeeded: 'Нужен токен мониторинга: Authorization: Bearer METRICS_TOKEN',
} as const;
