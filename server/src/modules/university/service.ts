import { fileTypeFromBuffer } from 'file-type';
import { LOGO_MAX_BYTES, type UniversitySettings, type UniversitySettingsAnswer } from '@portal/contract';
import type { Database } from '../../db/client';
import { t } from '../../i18n';
import { unprocessable } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { broadcast } from '../events';
import { universityRepository } from './repository';
import { decodeLogo, type CurrentSettings, type UniversitySettingsStore } from './store';
import { storedSettings } from './settings';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields that differ, as dotted paths down to the first list or value (`email.activation_hours`,
 * `library_resources`): what the audit entry says changed.
 */
export function changedFields(before: unknown, after: unknown, path = ''): string[] {
  if (isObject(before) && isObject(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      changedFields(before[key], after[key], path ? `${path}.${key}` : key),
    );
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
}

/** The logo is an image of the type it says, by its bytes, and not too big. */
async function checkLogo(dataUrl: string): Promise<void> {
  const { mediaType, bytes } = decodeLogo(dataUrl);
  const found = await fileTypeFromBuffer(bytes);
  if (bytes.length > LOGO_MAX_BYTES || found?.mime !== mediaType) {
    const message = t('api:validation.logo');
    throw unprocessable(message, { logo: [message] });
  }
}

export const answerOf = ({ settings, updatedAt, updatedBy }: CurrentSettings): UniversitySettingsAnswer => ({
  settings,
  updated_at: updatedAt?.toISOString() ?? null,
  updated_by: updatedBy && { id: updatedBy.id, full_name: updatedBy.fullName },
});

/**
 * «Настройки университета»: saves the settings in one transaction with the audit entry saying what
 * changed and the broadcast that makes every open tab refetch; an unchanged save writes nothing.
 */
export function universityService(database: Database, store: UniversitySettingsStore) {
  return {
    async read(): Promise<UniversitySettingsAnswer> {
      return answerOf(await store.current());
    },

    async save(
      settings: UniversitySettings,
      by: { userId: number; ip: string | null },
    ): Promise<UniversitySettingsAnswer> {
      const now = await store.current();
      if (settings.logo && settings.logo !== now.settings.logo) await checkLogo(settings.logo);
      await database.db.transaction(async (tx) => {
        const repo = universityRepository(tx);
        const before = storedSettings(await repo.locked()) ?? now.settings;
        const changed = changedFields(before, settings);
        if (changed.length === 0) return;
        await repo.write(settings, by.userId);
        await recordAudit(tx, {
          actorUserId: by.userId,
          action: 'university_settings',
          ip: by.ip,
          details: { changed },
        });
        await broadcast(tx, 'university.updated');
      });
      store.forget();
      return answerOf(await store.current());
    },
  };
}
