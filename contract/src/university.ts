import { z } from 'zod';
import { endpoint } from './endpoint';
import { said } from './i18n/current';
import { httpLink, sidebarLink } from './links';

/**
 * The university's own links, addresses and texts (issue 15 §4, issue 33): kept in the database,
 * edited on «Настройки университета» (`UNIVERSITY_FILE` gives a new installation its first values),
 * served to signed-in users; the sign-in screen's part by GET /api/config.
 */

/** A line of text the settings give: trimmed, not empty. */
const line = (max: number) => z.string().trim().min(1).max(max);

const place = z.object({
  name: line(200),
  address: z.string().trim().max(300),
  hours: z.string().trim().max(300),
  phone: z.string().trim().max(60).nullable(),
  email: z.string().trim().max(320).nullable(),
});
export type UniversityPlace = z.infer<typeof place>;

/**
 * The sign-in screen's «Помощь» (000 §2): where to come in person, with the hours, and the
 * university's feedback form, whose «Тема» is to name the cabinet's link. Read before sign-in
 * (GET /api/config), from the university's settings.
 */
export const signInHelp = z.object({
  offices: z.array(place).min(1).max(10),
  feedback_url: httpLink,
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
  staff_network_note: z.string().trim().max(2000),
  student_network_note: z.string().trim().max(2000),
  /**
   * The name on the certificate of the university's authentication (RADIUS) server: devices
   * check it (Apple: TLSTrustedServerNames, Windows: ServerNames, Android: «Домен»).
   */
  radius_server: z.string().regex(/^[A-Za-z0-9.-]{1,253}$/, { error: said('validation.radiusServer') }),
  /** The network's rules the user agrees to before the instruction (002 §5), a paragraph each. */
  rules: z.array(line(2000)).min(1).max(20),
  /** The whole regulations document, if the university publishes one. */
  rules_url: httpLink.nullable(),
  /** Where to turn when connecting fails. */
  help: place,
});
export type WifiSettings = z.infer<typeof wifiSettings>;

const link = z.object({ name: line(200), description: z.string().trim().max(500), url: httpLink });

/**
 * A resource of «Электронные библиотеки» (002 §2.5 «Library» shows eight; a university may have
 * others): `key` names its link in GET /api/library's map.
 */
export const libraryResource = link.extend({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: said('validation.resourceKey') }),
});
export type LibraryResourceEntry = z.infer<typeof libraryResource>;

/** Resource keys are the map's keys: each once. */
const uniqueKeys = (resources: readonly { key: string }[]) =>
  new Set(resources.map((r) => r.key)).size === resources.length;

export const universityInfo = z.object({
  /** The university's name as the screens say it. */
  name: line(300),
  /** Its short name (the header, the app's name on a phone). */
  short_name: line(40),
  email: z.object({
    /** The corporate mail's web client and Office 365 (002 §2.5 «E-mail»). */
    webmail_url: httpLink,
    office365_url: httpLink,
    /** The addresses' domain: `@university.example`. */
    domain: z.string().regex(/^[A-Za-z0-9.-]{1,253}$/, { error: said('validation.radiusServer') }),
    /** How long a new mailbox takes to start working (002 §9: up to 3 hours). */
    activation_hours: z.number().int().min(1).max(72),
    /** Where to come in person. */
    contacts: z.array(place),
  }),
  /** The two service links of «Цифровые сервисы» (002 §2.5), or as many as the university has. */
  digital_services: z.array(link).min(1).max(30),
  /** The library's resources in their order (002 §2.5 «Library»). */
  library_resources: z
    .array(libraryResource)
    .min(1)
    .max(40)
    .refine(uniqueKeys, { error: said('validation.resourceKeyTwice') }),
  /** The library's reading hall (002 §2.5 «Library»: a contact note). */
  library_hall: place,
  /** The Wi-Fi screen's networks and texts (002 §2.5 «Wi-Fi»). */
  wifi: wifiSettings,
  /** The external timetable site, linked where a timetable is unavailable (002 §2.5 «Timetable»). */
  timetable: z.object({ site_url: httpLink }),
});
export type UniversityInfo = z.infer<typeof universityInfo>;

/** The logo: a PNG, JPEG or WebP image as a data URL, at most 256 KB (the server checks its bytes). */
export const LOGO_MAX_BYTES = 256 * 1024;
export const logoDataUrl = z
  .string()
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 40)
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, { error: said('validation.logo') });

/** An address the settings may leave empty (the student site: empty keeps students here, README decision 2). */
const optionalLink = z.union([z.literal(''), httpLink]);

/**
 * Everything «Настройки университета» edits (GET and POST /api/university/settings): what the
 * tools' screens show, and the sign-in screen's help, the logo, the addresses of 002 §2.1 and the
 * extra sidebar entries.
 */
export const universitySettings = universityInfo.extend({
  logo: logoDataUrl.nullable(),
  sign_in_help: signInHelp,
  /** The newer cabinet the home notice links to. */
  new_version_url: httpLink,
  /** Where student accounts are sent (002 §2.1); empty: students stay in this app. */
  student_site_url: optionalLink,
  student_site_mobile_url: optionalLink,
  sidebar_links: z.array(sidebarLink).max(30),
});
export type UniversitySettings = z.infer<typeof universitySettings>;

/** Who changed the settings last, and when (the screen's note). */
export const universitySettingsAnswer = z.object({
  settings: universitySettings,
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});
export type UniversitySettingsAnswer = z.infer<typeof universitySettingsAnswer>;

/** The eight library resources 002 §2.5 «Library» names, by key (the demo's; a university may have others). */
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
/** Each resource's link by its key (002 §7 «result links map»), in the settings' order. */
export const libraryLinks = z.record(z.string(), z.string());

/** A small whole settings value: the example the authorization matrix saves. */
const office = {
  name: 'Центр информационных технологий',
  address: 'Главный корпус, кабинет 105',
  hours: 'пн–пт 9:00–18:00',
  phone: null,
  email: 'cit@university.example',
};
export const EXAMPLE_UNIVERSITY_SETTINGS: UniversitySettings = {
  name: 'Технический университет',
  short_name: 'ТУ',
  logo: null,
  email: {
    webmail_url: 'https://mail.university.example',
    office365_url: 'https://www.office.com',
    domain: 'university.example',
    activation_hours: 3,
    contacts: [office],
  },
  digital_services: [{ name: 'СДО', description: 'Курсы', url: 'https://lms.university.example' }],
  library_resources: [{ key: 'catalog', name: 'Каталог', description: '', url: 'https://library.university.example' }],
  library_hall: office,
  wifi: {
    certificate_network: 'TU-Secure',
    staff_network: 'TU-Staff',
    student_network: 'TU-Student',
    staff_network_note: '',
    student_network_note: '',
    radius_server: 'radius.university.example',
    rules: ['Сеть — для учёбы и работы.'],
    rules_url: null,
    help: office,
  },
  timetable: { site_url: 'https://timetable.university.example' },
  sign_in_help: { offices: [office], feedback_url: 'https://university.example/feedback' },
  new_version_url: 'https://lk.university.example',
  student_site_url: '',
  student_site_mobile_url: '',
  sidebar_links: [],
};

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
    summary: 'The links of the library resources, by key',
    result: libraryLinks,
  }),
  settings: endpoint({
    name: 'getUniversitySettings',
    method: 'GET',
    path: '/api/university/settings',
    tag,
    summary: 'Everything «Настройки университета» edits, with who changed it last',
    result: universitySettingsAnswer,
  }),
  saveSettings: endpoint({
    name: 'saveUniversitySettings',
    method: 'POST',
    path: '/api/university/settings',
    tag,
    summary:
      'Saves the university’s settings: every instance and open tab has them at once; the audit log says what changed',
    body: universitySettings,
    result: universitySettingsAnswer,
    example: { body: EXAMPLE_UNIVERSITY_SETTINGS },
    errorGroups: ['library_resources', 'digital_services', 'sidebar_links', 'sign_in_help', 'email', 'wifi'],
  }),
  logo: endpoint({
    name: 'getUniversityLogo',
    method: 'GET',
    path: '/api/university/logo',
    tag,
    summary: 'The university’s logo (PNG, JPEG or WebP), when the settings have one',
    /** `v`: the settings' version /api/config's `logo_url` names; an address of the current one is kept a year. */
    query: z.object({
      v: z
        .string()
        .regex(/^\d{1,15}$/)
        .optional(),
    }),
    file: 'image/*',
  }),
};
