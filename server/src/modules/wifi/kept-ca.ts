import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { adoptServerSecret, keepServerSecret, readServerSecret } from '../../db/server-secrets';
import { caOf, folderCa, folderNames, hasCa, makeCa, type CaPems, type WifiCa } from './ca';

/** The CA's name in `server_secrets`: its two PEMs as JSON. */
export const KEPT_WIFI_CA = 'wifi-ca';
const keptNames = {
  cert: 'ca.crt (база данных, server_secrets)',
  key: 'ca.key (база данных, server_secrets)',
  pair: 'базе данных',
};

/**
 * The Wi-Fi CA kept in the database (DATABASE_URL without WIFI_DIR): the same for every server
 * instance. When the database has none yet, the CA of `folder` (DATA_DIR/wifi: a university's own,
 * or one a start made before) is kept there, or else a demo CA made now when `makeDemo`; servers
 * starting together agree on one. Null: none, and none to be made.
 */
export async function keptWifiCa(
  db: Db,
  folder: string,
  names: { university: string; radiusServer: string },
  makeDemo: boolean,
  log: FastifyBaseLogger,
): Promise<WifiCa | null> {
  let kept = await readServerSecret(db, KEPT_WIFI_CA);
  if (kept === null) {
    const fromFolder = hasCa(folder);
    const pems = fromFolder ? checked(folder) : makeDemo ? makeCa(names.university, names.radiusServer) : null;
    if (!pems) return null;
    const value = JSON.stringify(pems);
    kept = await keepServerSecret(db, KEPT_WIFI_CA, () => value);
    if (kept === value)
      log.info(
        { folder },
        fromFolder
          ? 'the Wi-Fi CA of the folder is kept in the database now, for every server'
          : 'no Wi-Fi CA: a demo one was made and kept in the database (a university puts its own in WIFI_DIR)',
      );
  }
  return caOf(JSON.parse(kept) as CaPems, keptNames);
}

/** A folder's CA, refused unless whole and usable. */
function checked(folder: string): CaPems {
  const pems = folderCa(folder);
  caOf(pems, folderNames(folder));
  return pems;
}

/**
 * Keeps the CA of `folder` in the database unless it has one (`npm run files -- migrate`): none
 * when the folder has no CA, else whether it was kept now, was there, or another CA is kept.
 */
export async function moveWifiCa(db: Db, folder: string): Promise<'none' | 'moved' | 'same' | 'differs'> {
  if (!hasCa(folder)) return 'none';
  return adoptServerSecret(db, KEPT_WIFI_CA, JSON.stringify(checked(folder)));
}
