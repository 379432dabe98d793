import type { FastifyBaseLogger } from 'fastify';
import type { UniversitySettings } from '@portal/contract';
import type { Database } from '../../db/client';
import { dataVersionChannel } from '../../db/data-versions';
import type { PgListener } from '../../db/listener';
import { LiveVersion } from '../../db/live-version';
import { versionedCache } from '../../lib/versioned-cache';
import { universityRepository } from './repository';
import { demoUniversity, settingsOf, storedSettings } from './settings';

/** The logo's bytes, decoded once per version of the settings. */
export interface Logo {
  mediaType: string;
  bytes: Buffer;
}

/** The settings as they are now, with who wrote them last and the version they are of. */
export interface CurrentSettings {
  settings: UniversitySettings;
  updatedAt: Date | null;
  updatedBy: { id: number; fullName: string } | null;
  version: number;
  logo: Logo | null;
}

/** A data URL's media type and bytes (the contract checked its form). */
export function decodeLogo(dataUrl: string): Logo {
  const comma = dataUrl.indexOf(',');
  return { mediaType: dataUrl.slice(5, dataUrl.indexOf(';')), bytes: Buffer.from(dataUrl.slice(comma + 1), 'base64') };
}

/**
 * The university's settings of one server instance: read from the database once per version of
 * them (the `university` counter, whose bumps every instance hears), so that a change saved on any
 * instance is what the next call anywhere answers with. A new installation's row is written at the
 * first read, from `first` (UNIVERSITY_FILE over the environment over the demo's).
 */
export class UniversitySettingsStore {
  readonly #version: LiveVersion;
  readonly #cache = versionedCache<CurrentSettings>(1);

  constructor(
    private readonly database: Database,
    listener: PgListener,
    private readonly first: UniversitySettings,
    private readonly log: FastifyBaseLogger,
  ) {
    const repo = universityRepository(database.db);
    this.#version = new LiveVersion(listener, dataVersionChannel('university'), repo.version);
  }

  async current(): Promise<CurrentSettings> {
    const version = await this.#version.current();
    return this.#cache.get(version, 'settings', () => this.#read(version));
  }

  /** After this instance saved a change: its next read is of the new values, without waiting for the NOTIFY. */
  forget(): void {
    this.#version.forget();
  }

  async #read(version: number): Promise<CurrentSettings> {
    const repo = universityRepository(this.database.db);
    let row = await repo.read();
    if (!row) {
      await repo.seed(this.first);
      row = (await repo.read())!;
    }
    let settings = storedSettings(row.settings);
    if (!settings) {
      this.log.error(
        'university settings: the stored row does not fit the settings (edited by hand?); the demo’s serve',
      );
      settings = settingsOf(demoUniversity);
    }
    return {
      settings,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
      version,
      logo: settings.logo ? decodeLogo(settings.logo) : null,
    };
  }
}

const stores = new WeakMap<PgListener, UniversitySettingsStore>();

/** The instance's one store (its modules share it: one read per change). */
export function universitySettingsStore(
  database: Database,
  listener: PgListener,
  first: () => UniversitySettings,
  log: FastifyBaseLogger,
): UniversitySettingsStore {
  let store = stores.get(listener);
  if (!store) stores.set(listener, (store = new UniversitySettingsStore(database, listener, first(), log)));
  return store;
}
