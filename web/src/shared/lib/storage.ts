/** localStorage that never throws (private mode, disabled storage): reads give null, writes are dropped. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};

/** The fixed localStorage keys; the end-to-end tests read and write them too. */
export const storageKeys = {
  token: 'api_token',
  impersonation: 'impersonation',
  lowVision: 'low_vision',
  /** Ids of the institutes an admin hid on the statistics screen (000 §9). */
  statisticsHiddenInstitutes: 'statistics_hidden_institutes',
  /** «Позже» on the worksheet offered after sign-in: set until the next sign-in. */
  worksheetLater: 'worksheet_later',
  /** The interface language chosen on this browser (issue 17): «ru» or «en». */
  language: 'language',
  /** Set by a switch on the sign-in screen: the next sign-in makes that language the user's setting. */
  languageChosenSignedOut: 'language_chosen_signed_out',
  /** Set by a change of the low-vision version until it is saved as the user's setting (signed out: at sign-in). */
  lowVisionUnsaved: 'low_vision_unsaved',
  /** Set once this browser's low-vision version has met a user's saved one: before that, this browser's is kept. */
  lowVisionSynced: 'low_vision_synced',
  /** The user whose push messages this browser's subscription is for (features/settings/push.ts). */
  pushUser: 'push_user',
  /** The signed-in user as the last answer gave it, drawn at the next start before the answer (session-copy.ts). */
  sessionCopy: 'session_copy',
  /** The last timetable and inbox answers of the signed-in user, shown offline (session/kept-queries.ts). */
  keptQueries: 'kept_queries',
  /**
   * The university's names and logo address as /api/config last gave them (issue 33): the sign-in
   * draws the university's logo at once, without asking.
   */
  universityBrand: 'university_brand',
} as const;
