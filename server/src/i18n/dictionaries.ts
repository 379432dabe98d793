import type { Dictionaries } from '@portal/contract';
import { en as authServerEn } from '../modules/auth/i18n/en';
import { ru as authServerRu } from '../modules/auth/i18n/ru';
import { en as directoryEn } from '../modules/directory/i18n/en';
import { ru as directoryRu } from '../modules/directory/i18n/ru';
import { en as exportsEn } from '../modules/exports/i18n/en';
import { ru as exportsRu } from '../modules/exports/i18n/ru';
import { en as filesEn } from '../modules/files/i18n/en';
import { ru as filesRu } from '../modules/files/i18n/ru';
import { en as importsEn } from '../modules/imports/i18n/en';
import { ru as importsRu } from '../modules/imports/i18n/ru';
import { en as leaversEn } from '../modules/leavers/i18n/en';
import { ru as leaversRu } from '../modules/leavers/i18n/ru';
import { en as outreachEn } from '../modules/outreach/i18n/en';
import { ru as outreachRu } from '../modules/outreach/i18n/ru';
import { en as platformEn } from '../modules/platform/i18n/en';
import { ru as platformRu } from '../modules/platform/i18n/ru';
import { en as pushEn } from '../modules/push/i18n/en';
import { ru as pushRu } from '../modules/push/i18n/ru';
import { en as statisticsEn } from '../modules/statistics/i18n/en';
import { ru as statisticsRu } from '../modules/statistics/i18n/ru';
import { en as timetableEn } from '../modules/timetable/i18n/en';
import { ru as timetableRu } from '../modules/timetable/i18n/ru';
import { en as wifiEn } from '../modules/wifi/i18n/en';
import { ru as wifiRu } from '../modules/wifi/i18n/ru';

/** The server's own namespaces (its e-mails, notifications, exports and messages), by language. */
export const serverDictionaries = {
  // `authServer`: the web app has a namespace `auth` of its own.
  authServer: { ru: authServerRu, en: authServerEn },
  directory: { ru: directoryRu, en: directoryEn },
  exports: { ru: exportsRu, en: exportsEn },
  files: { ru: filesRu, en: filesEn },
  imports: { ru: importsRu, en: importsEn },
  leavers: { ru: leaversRu, en: leaversEn },
  outreach: { ru: outreachRu, en: outreachEn },
  platform: { ru: platformRu, en: platformEn },
  push: { ru: pushRu, en: pushEn },
  statistics: { ru: statisticsRu, en: statisticsEn },
  timetable: { ru: timetableRu, en: timetableEn },
  wifi: { ru: wifiRu, en: wifiEn },
} satisfies Record<string, Dictionaries>;

declare module 'i18next' {
  // The Russian dictionary is the source of each namespace's keys: a key it lacks fails the typecheck.
  interface ResourceNamespaceMap {
    authServer: typeof authServerRu;
    directory: typeof directoryRu;
    exports: typeof exportsRu;
    files: typeof filesRu;
    imports: typeof importsRu;
    leavers: typeof leaversRu;
    outreach: typeof outreachRu;
    platform: typeof platformRu;
    push: typeof pushRu;
    statistics: typeof statisticsRu;
    timetable: typeof timetableRu;
    wifi: typeof wifiRu;
  }
}
