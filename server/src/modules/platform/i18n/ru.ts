/** Russian texts (the `platform` namespace) of health, the metrics and the settings read before sign-in. */
export const ru = {
  databaseDown: 'База данных недоступна',
  /** The API's reads while the instance stops (plugins/drain.ts): nginx asks another instance. */
  stopping: 'Сервер останавливается, повторите запрос',
  /** GET /api/metrics without METRICS_TOKEN from an address it is not answered to (401). */
  metricsTokenNeeded: 'Нужен токен мониторинга: Authorization: Bearer METRICS_TOKEN',
} as const;
