import { queryOptions, useQuery } from '@tanstack/react-query';
import { wifiEndpoints, type WifiFile } from '@portal/contract';
import { api } from '../../shared/api/client';
import { apiDownload } from '../../shared/api/download';
import { universityInfoOptions } from '../../shared/api/university';
import { getToken } from '../../shared/session/token';

/** GET /api/university: the university's links and texts, which change rarely. */
export const useUniversityInfo = () => useQuery(universityInfoOptions());

/** GET /api/wifi: the employee's username and certificate password (002 §7); asked for once the instruction opens. */
export const wifiCredentialsOptions = () =>
  queryOptions({
    queryKey: ['wifi', 'credentials'] as const,
    queryFn: ({ signal }) => api(wifiEndpoints.credentials, {}, { signal }),
    staleTime: 30 * 60_000,
  });
export const useWifiCredentials = (enabled: boolean) => useQuery({ ...wifiCredentialsOptions(), enabled });

/**
 * GET /api/wifi/file: a setup file made for the signed-in employee, saved under the server's name.
 * The session's token goes as `at` (002 §7: the call a download link makes); a refusal is thrown
 * as the server's message.
 */
export async function downloadWifiFile(name: WifiFile): Promise<void> {
  await apiDownload(wifiEndpoints.file, { query: { name, at: getToken() ?? '' } }, `wifi-${name}`);
}
