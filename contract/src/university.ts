import { z } from 'zod';
import { endpoint } from './endpoint';
import { said } from './i18n/current';

/**
 * The university's own links, addresses and texts that the employee tools show (issue 15 §4):
 * one settings file on the server (`UNIVERSITY_FILE`, over the demo's values), served to signed-in users.
 */
const place = z.object({
  name: z.string(),
  address: z.string(),
  hours: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type UniversityPlace = z.infer<typeof place>;

/**
 * The sign-in screen's «Помощь» (000 §2): where to come in person, with the hours, and the
 * university's feedback form, whose «Тема» is to name the cabinet's link. Read before sign-in
 * (GET /api/config), from the university's settings.
 */
export const signInHelp = z.object({
  offices: z.array(place).min(1).max(10),
  feedback_url: z.url(),
});
export type SignInHelp = z.infer<typeof signInHelp>;

/** A network name (SSID): printable ASCII, at most 32 characters, as every device can show and type it. */
const ssid = z.string().regex(/^[\x20-\x7e]{1,32}$/, { error: said('validation.ssid') });

/** The university's Wi-Fi settings (part of its settings, `UNIVERSITY_FILE`; served by GET /api/university). */
export const wifiSettings = z.object({
  /** The corporate network employees join with their certificate (EAP-TLS). */
  certificate_network: ssid,
  /** The staff login network: joined with the corporate account on its sign-in page. */
  staff_network: ssid,
  /** The students' login network. */
  student_network: ssid,
  /** How the login networks are signed in to, as the screen says it. */
  staff_network_note: z.string(),
  student_network_note: z.string(),
  /**
   * The name on the certificate of the university's authentication (RADIUS) server: devices
   * check it (Apple: TLSTrustedServerNames, Windows: ServerNames, Android: «Домен»).
   */
  radius_server: z.string().regex(/^[A-Za-z0-9.-]{1,253}$/, { error: said('validation.radiusServer') }),
  /** The network's rules the user agrees to before the instruction (002 §5), a paragraph each. */
  rules: z.array(z.string().min(1)).min(1).max(20),
  /** The whole regulations document, if the university publishes one. */
  rules_url: z.url().nullable(),
  /** Where to turn when connecting fails. */
  help: place,
});
export type WifiSettings = z.infer<typeof wifiSettings>;

const link = z.object({ name: z.string(), description: z.string(), url: z.url() });

export const universityInfo = z.object({
  /** The university's name as the screens say it. */
  name: z.string(),
  email: z.object({
    /** The corporate mail's web client and Office 365 (002 §2.5 «E-mail»). */
    webmail_url: z.url(),
    office365_url: z.url(),
    /** The addresses' domain: `@university.example`. */
    domain: z.string(),
    /** How long a new mailbox takes to start working (002 §9: up to 3 hours). */
    activation_hours: z.number().int().min(1).max(72),
    /** Where to come in person. */
    contacts: z.array(place),
  }),
  /** The two service links of «Цифровые сервисы» (002 §2.5). */
  digital_services: z.array(link).min(1).max(10),
  /** The library's reading hall (002 §2.5 «Library»: a contact note). */
  library_hall: place,
  /** The Wi-Fi screen's networks and texts (002 §2.5 «Wi-Fi»). */
  wifi: wifiSettings,
  /** The external timetable site, linked where a timetable is unavailable (002 §2.5 «Timetable»). */
  timetable: z.object({ site_url: z.url() }),
});
export type UniversityInfo = z.infer<typeof universityInfo>;

/** The eight library resources (002 §2.5 «Library»), by key: their links come from GET /api/library. */
export const LIBRARY_RESOURCES = [
  'catalog',
  'elibrary',
  'lan',
  'urait',
  'iprsmart',
  'student_consult',
  'scopus',
  'wos',
] as const;
export type LibraryResource = (typeof LIBRARY_RESOURCES)[number];
/**
 * Each resource's link by key: an object of known keys (a record of an enum documents its keys as required but
 * undefined).
 */
export const libraryLinks = z.object(
  Object.fromEntries(LIBRARY_RESOURCES.map((k) => [k, z.url()])) as Record<LibraryResource, z.ZodURL>,
);

const tag = 'Университет';
export const universityEndpoints = {
  info: endpoint({
    name: 'getUniversityInfo',
    method: 'GET',
    path: '/api/university',
    tag,
    summary: 'The university’s links, addresses and texts for the employee tools',
    result: universityInfo,
  }),
  /** 002 §7: «result links map». */
  library: endpoint({
    name: 'getLibraryLinks',
    method: 'GET',
    path: '/api/library',
    tag,
    summary: 'The links of the eight library resources, by key',
    result: libraryLinks,
  }),
};
