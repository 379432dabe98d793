import {
  DEFAULT_CHANNELS,
  MESSAGE_KINDS,
  type MessageChannels,
  type MessageKind,
  type Preferences,
  type PreferencesBody,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { Auth } from '../../plugins/auth';
import type { LanguageChange } from '../auth';
import { preferencesRepository, type ChosenRow } from './repository';

type Channels = Record<MessageKind, MessageChannels>;

/** How each kind comes, as the row keeps it: the kinds wanted by e-mail and by push. */
function channelsOf(row: ChosenRow | null): Channels {
  if (!row) return structuredClone(DEFAULT_CHANNELS);
  const entries = MESSAGE_KINDS.map((kind) => [
    kind,
    { email: row.emailKinds.includes(kind), push: row.pushKinds.includes(kind) },
  ]);
  return Object.fromEntries(entries) as Channels;
}

/** The row after a change: what the body sends replaces what it names, channel by channel; the rest stays. */
function merged(row: ChosenRow, body: PreferencesBody): ChosenRow {
  const channels = channelsOf(row);
  for (const kind of MESSAGE_KINDS) Object.assign(channels[kind], body.channels?.[kind]);
  return {
    emailKinds: MESSAGE_KINDS.filter((kind) => channels[kind].email),
    pushKinds: MESSAGE_KINDS.filter((kind) => channels[kind].push),
    emailMode: body.email_mode ?? row.emailMode,
    lowVision: body.low_vision === undefined ? row.lowVision : body.low_vision,
  };
}

/**
 * A person's own settings (issue 32 §1), for every device of theirs: the language (the user's, changed the way
 * `POST /api/account/language` changes it), the low-vision version, and how each kind of message comes.
 */
export function preferencesService(db: Db, changeLanguage: LanguageChange) {
  const repo = preferencesRepository(db);

  /**
   * The settings. The language is the user's; an admin signed in as the user reads in their own
   * (the session's), which is also the one their change of it changes.
   */
  async function read(auth: Auth): Promise<Preferences> {
    const found = await repo.find(auth.userId);
    if (!found) throw notFound();
    const { language, settings } = found;
    return {
      language: auth.impersonatorUserId === null ? language : auth.language,
      low_vision: settings?.lowVision ?? null,
      channels: channelsOf(settings),
      email_mode: settings?.emailMode ?? 'each',
    };
  }

  /** Changes what the body sends; a row is written only for the settings it keeps (not for the language alone). */
  async function change(auth: Auth, body: PreferencesBody): Promise<Preferences> {
    if (body.language !== undefined) await changeLanguage(auth, body.language);
    if (body.channels !== undefined || body.email_mode !== undefined || body.low_vision !== undefined) {
      await db.transaction(async (tx) => {
        const inTx = preferencesRepository(tx);
        await inTx.save(auth.userId, merged(await inTx.lockedRow(auth.userId), body));
      });
    }
    return read({ ...auth, language: body.language ?? auth.language });
  }

  return { read, change };
}
