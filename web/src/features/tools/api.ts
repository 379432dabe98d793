import { useQuery } from '@tanstack/react-query';
import { universityEndpoints as e, wifiEndpoints, type WifiFile } from '@portal/contract';
import { api } from '../../shared/api/client';
import { apiDownload } from '../../shared/api/download';
import { getToken } from '../../shared/session/token';

/** GET /api/university: the university's links and texts, which change rarely. */
export const useUniversityInfo = () =>
  useQuery({
    queryKey: ['university', 'info'],
    queryFn: ({ signal }) => api(e.info, {}, { signal }),
    staleTime: 30 * 60_000,
  });

/** GET /api/library: the eight resources' links (002 §7). */
export const useLibraryLinks = () =>
  useQuery({
    queryKey: ['university', 'library'],
    queryFn: ({ signal }) => api(e.library, {}, { signal }),
    staleTime: 30 * 60_000,
  });

/** GET /api/wifi: the employee's username and certificate password (002 §7); asked for once the instruction opens. */
export const useWifiCredentials = (enabled: boolean) =>
  useQuery({
    queryKey: ['wifi', 'credentials'],
    queryFn: ({ signal }) => api(wifiEndpoints.credentials, {}, { signal }),
    enabled,
    staleTime: 30 * 60_000,
  });

/**
 * GET /api/wifi/file: a setup file made for the signed-in employee, saved under the server's name.
 * The session's token goes as `at` (002 §7: the call a download link makes); a refusal is thrown
 * as the server's message.
 */
export async function downloadWifiFile(name: WifiFile): Promise<void> {
  await apiDownload(wifiEndpoints.file, { query: { name, at: getToken() ?? '' } }, `wifi-${name}`);
}
