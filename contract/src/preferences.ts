import { z } from 'zod';
import { language } from './auth';
import { endpoint } from './endpoint';
import { idParam } from './envelope';
import { LOW_VISION_SCHEMES, LOW_VISION_SIZES, LOW_VISION_SPACINGS } from './low-vision';

export * from './low-vision';

/**
 * What the portal tells a person, by kind (issue 32): the back office's notifications, answers in
 * their tickets and requests, changes of their timetable, new polls. Each kind may also come by
 * e-mail and by push to the person's devices; the inbox always has it.
 */
export const MESSAGE_KINDS = ['notifications', 'answers', 'timetable', 'polls'] as const;
export const messageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof messageKind>;

export const messageChannels = z.object({ email: z.boolean(), push: z.boolean() });
export type MessageChannels = z.infer<typeof messageChannels>;

/** E-mail copies one by one (each message still unread 10 minutes after it came), or one letter a day at 18:00. */
export const EMAIL_MODES = ['each', 'daily'] as const;
export const emailMode = z.enum(EMAIL_MODES);
export type EmailMode = z.infer<typeof emailMode>;

/** The low-vision version's settings (web/src/shared/lib/low-vision.ts): null is the normal version. */
export const lowVisionSettings = z.object({
  size: z.union(LOW_VISION_SIZES.map((s) => z.literal(s))),
  scheme: z.enum(LOW_VISION_SCHEMES),
  spacing: z.enum(LOW_VISION_SPACINGS),
  images: z.boolean(),
});
export type LowVisionSettings = z.infer<typeof lowVisionSettings>;

const channelsByKind = z.object({
  notifications: messageChannels,
  answers: messageChannels,
  timetable: messageChannels,
  polls: messageChannels,
}) satisfies z.ZodType<Record<MessageKind, MessageChannels>>;

/** A person's own settings, for every device of theirs. */
export const preferences = z.object({
  language,
  low_vision: lowVisionSettings.nullable(),
  channels: channelsByKind,
  email_mode: emailMode,
});
export type Preferences = z.infer<typeof preferences>;

/** What a person has not chosen: every kind by e-mail (each) and by push to the devices they turned it on for. */
export const DEFAULT_CHANNELS: Record<MessageKind, MessageChannels> = {
  notifications: { email: true, push: true },
  answers: { email: true, push: true },
  timetable: { email: true, push: true },
  polls: { email: true, push: true },
};

/** A change of some settings; what is absent stays. */
export const preferencesBody = z.strictObject({
  language: language.optional(),
  low_vision: lowVisionSettings.nullable().optional(),
  channels: z
    .strictObject({
      notifications: messageChannels.partial().optional(),
      answers: messageChannels.partial().optional(),
      timetable: messageChannels.partial().optional(),
      polls: messageChannels.partial().optional(),
    })
    .optional(),
  email_mode: emailMode.optional(),
});
export type PreferencesBody = z.input<typeof preferencesBody>;

/** One of the person's open sessions (an admin's impersonations are not among them). */
export const accountSession = z.object({
  id: z.number().int(),
  /** From the user agent: «Chrome 131», «Safari 18»; null when it says nothing known. */
  browser: z.string().nullable(),
  /** «Windows 10», «iOS 18.1», «Android 14»; null when unknown. */
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet']).nullable(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session this call came in. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const endOthersResult = z.object({ ended: z.number().int() });

/**
 * The one-click unsubscribe of a letter (RFC 8058): its signed token names the person and the kind
 * of message; mail programs POST `List-Unsubscribe=One-Click` as a form, the portal's page an empty JSON body.
 */
/** The portal's page a letter's unsubscribe link opens (`?token=…`): the person confirms, it posts the token. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(500) });
export const unsubscribeResult = z.object({ kind: messageKind.nullable() });

const tag = 'Настройки';
export const preferencesEndpoints = {
  preferences: endpoint({
    name: 'getPreferences',
    method: 'GET',
    path: '/api/account/preferences',
    tag,
    summary: "The signed-in user's own settings: language, the low-vision version, how each kind of message comes",
    result: preferences,
  }),
  setPreferences: endpoint({
    name: 'setPreferences',
    method: 'POST',
    path: '/api/account/preferences',
    tag,
    summary: 'Change some of the own settings; the fields not sent stay',
    body: preferencesBody,
    result: preferences,
    example: { body: { email_mode: 'daily', channels: { polls: { email: false } } } },
  }),
  sessions: endpoint({
    name: 'getSessions',
    inPerson: true,
    method: 'GET',
    path: '/api/account/sessions',
    tag,
    summary: "The user's open sessions, newest first, this one marked (an admin's sessions as the user are not listed)",
    result: z.array(accountSession),
  }),
  endSession: endpoint({
    name: 'endSession',
    inPerson: true,
    method: 'POST',
    path: '/api/account/sessions/:id/end',
    tag,
    summary: 'End one of the own sessions: it is signed out at once, on every server',
    params: idParam,
    result: z.null(),
    example: { params: { id: 1 } },
  }),
  endOtherSessions: endpoint({
    name: 'endOtherSessions',
    inPerson: true,
    method: 'POST',
    path: '/api/account/sessions/end-others',
    tag,
    summary: 'End every own session but this one',
    result: endOthersResult,
  }),
  unsubscribe: endpoint({
    name: 'unsubscribe',
    method: 'POST',
    path: '/api/mail/unsubscribe',
    tag,
    summary: 'Stop the letters of one kind of message, by the signed link of a letter (RFC 8058); needs no sign-in',
    query: unsubscribeQuery,
    result: unsubscribeResult,
  }),
};
