import { readFileSync } from 'node:fs';
import { universitySettings } from '@portal/contract';
import type { LibraryResourceEntry, UniversityInfo, UniversitySettings } from '@portal/contract';
import type { z } from 'zod';
import { demoTimetableRules, timetableRules, type TimetableRules } from '../../lib/academic-calendar';

/** What `UNIVERSITY_FILE` may hold: the settings and the academic calendar (which only the file sets). */
export const universityFile = universitySettings.extend({ timetable_rules: timetableRules });
export type UniversityFile = z.infer<typeof universityFile>;

/** The eight resources of 002 §2.5 «Library», the demo's links. */
const demoLibrary: LibraryResourceEntry[] = [
  {
    key: 'catalog',
    name: 'Электронный каталог',
    description: 'Книги и статьи в фонде научной библиотеки',
    url: 'https://library.university.example/catalog',
  },
  {
    key: 'elibrary',
    name: 'eLIBRARY.RU',
    description: 'Научная электронная библиотека, РИНЦ',
    url: 'https://elibrary.ru',
  },
  { key: 'lan', name: 'ЭБС «Лань»', description: 'Учебники и научные издания', url: 'https://e.lanbook.com' },
  {
    key: 'urait',
    name: 'Образовательная платформа «Юрайт»',
    description: 'Учебники и курсы ведущих вузов',
    url: 'https://urait.ru',
  },
  {
    key: 'iprsmart',
    name: 'ЭБС IPR SMART',
    description: 'Учебная и научная литература, журналы',
    url: 'https://www.iprbookshop.ru',
  },
  {
    key: 'student_consult',
    name: 'ЭБС «Консультант студента»',
    description: 'Учебники для технических и медицинских специальностей',
    url: 'https://www.studentlibrary.ru',
  },
  { key: 'scopus', name: 'Scopus', description: 'Реферативная база научных публикаций', url: 'https://www.scopus.com' },
  {
    key: 'wos',
    name: 'Web of Science',
    description: 'Наукометрическая база и цитирования',
    url: 'https://www.webofscience.com',
  },
];

/**
 * The demo university's values. A real university writes its own in a JSON file of the same
 * shape (any part of it: what it leaves out stays as here) and names it in `UNIVERSITY_FILE`: a new
 * installation starts with them, then «Настройки университета» changes them.
 */
export const demoUniversity: UniversityFile = {
  name: 'Технический университет',
  short_name: 'ТУ',
  logo: null,
  new_version_url: 'https://lk.example.edu',
  student_site_url: '',
  student_site_mobile_url: '',
  sidebar_links: [
    { account_key: 'student', name: 'Сайт университета', icon: 'world', url: 'https://university.example' },
    {
      account_key: 'employee',
      name: 'Корпоративный портал',
      icon: 'news',
      url: 'https://portal.university.example',
    },
  ],
  email: {
    webmail_url: 'https://mail.university.example',
    office365_url: 'https://www.office.com',
    domain: 'university.example',
    activation_hours: 3,
    contacts: [
      {
        name: 'Центр информационных технологий',
        address: 'Главный корпус, кабинет 105',
        hours: 'пн–пт 9:00–18:00, перерыв 13:00–14:00',
        phone: '+7 (495) 000-01-05',
        email: 'cit@university.example',
      },
      {
        name: 'Отдел кадров (для новых сотрудников)',
        address: 'Административный корпус, кабинет 212',
        hours: 'пн–чт 9:00–17:00, пт 9:00–16:00',
        phone: '+7 (495) 000-02-12',
        email: null,
      },
    ],
  },
  digital_services: [
    {
      name: 'Электронный документооборот',
      description: 'Служебные записки, приказы и их согласование',
      url: 'https://edo.university.example',
    },
    {
      name: 'Система дистанционного обучения',
      description: 'Курсы, задания и ведомости',
      url: 'https://lms.university.example',
    },
  ],
  library_hall: {
    name: 'Читальный зал научной библиотеки',
    address: 'Библиотечный корпус, 2 этаж',
    hours: 'пн–пт 9:00–20:00, сб 10:00–17:00',
    phone: '+7 (495) 000-03-00',
    email: 'library@university.example',
  },
  timetable: { site_url: 'https://timetable.university.example' },
  wifi: {
    certificate_network: 'TU-Secure',
    staff_network: 'TU-Staff',
    student_network: 'TU-Student',
    staff_network_note:
      'Без сертификата: после подключения откроется страница входа — введите адрес корпоративной ' +
      'почты и пароль от неё. Вход действует 12 часов, затем страница откроется снова.',
    student_network_note: 'Студенты входят на странице авторизации с логином и паролем личного кабинета студента.',
    radius_server: 'radius.university.example',
    rules: [
      'Сеть университета предназначена для учебной, научной и служебной работы.',
      'Сертификат и пароль выдаются лично вам: не передавайте их ' +
        'другим людям и не устанавливайте сертификат на чужие устройства.',
      'В сети запрещено распространять вредоносные программы и спам, ' +
        'сканировать сеть и пытаться получить доступ к чужим устройствам и данным.',
      'Нельзя раздавать доступ к сети университета через собственные точки доступа и ' +
        'подключать сетевое оборудование без согласования с Центром информационных технологий.',
      'Подключения записываются в журналы, как того требует законодательство Российской ' +
        'Федерации. При нарушении правил доступ к сети может быть приостановлен.',
    ],
    rules_url: 'https://university.example/docs/wifi-rules.pdf',
    help: {
      name: 'Центр информационных технологий',
      address: 'Главный корпус, кабинет 105',
      hours: 'пн–пт 9:00–18:00, перерыв 13:00–14:00',
      phone: '+7 (495) 000-01-05',
      email: 'cit@university.example',
    },
  },
  timetable_rules: demoTimetableRules,
  sign_in_help: {
    offices: [
      {
        name: 'Центр информационных технологий',
        address: 'Главный корпус, кабинет 105',
        hours: 'пн–пт 9:00–18:00, перерыв 13:00–14:00',
        phone: '+7 (495) 000-01-05',
        email: 'cit@university.example',
      },
      {
        name: 'Дирекция своего института',
        address: 'Корпус института',
        hours: 'пн–пт 9:00–17:00',
        phone: null,
        email: null,
      },
    ],
    feedback_url: 'https://university.example/feedback',
  },
  library_resources: demoLibrary,
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
function merge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  return Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(over)])].map((k) => [k, merge(base[k], over[k])]),
  );
}

/**
 * A file written for the portal before issue 33 gives the library's links as a map by key: each
 * becomes the link of the demo's resource of that key.
 */
function libraryFromLinks(own: Record<string, unknown>): Record<string, unknown> {
  const links = own.library_links;
  if (!isObject(links) || own.library_resources !== undefined) return own;
  const { library_links: _old, ...rest } = own;
  return { ...rest, library_resources: demoLibrary.map((r) => ({ ...r, url: links[r.key] ?? r.url })) };
}

/** The environment's older settings of the same things (issue 33 moved them into the settings). */
export interface SettingsFromEnvironment {
  newVersionUrl: string;
  studentSiteUrl: string;
  studentSiteMobileUrl: string;
}

/**
 * The first values of a new installation: `UNIVERSITY_FILE` over the environment's addresses over
 * the demo's, checked; a wrong file stops the start with a Russian message saying where.
 */
export function loadUniversityFile(file: string | null, env?: SettingsFromEnvironment): UniversityFile {
  const base: UniversityFile = env
    ? {
        ...demoUniversity,
        new_version_url: env.newVersionUrl || demoUniversity.new_version_url,
        student_site_url: env.studentSiteUrl,
        student_site_mobile_url: env.studentSiteMobileUrl,
      }
    : demoUniversity;
  if (!file) return base;
  let own: unknown;
  try {
    own = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`UNIVERSITY_FILE: не удалось прочитать ${file} как JSON — ${(cause as Error).message}`, { cause });
  }
  const parsed = universityFile.safeParse(merge(base, isObject(own) ? libraryFromLinks(own) : own));
  if (!parsed.success)
    throw new Error(
      `UNIVERSITY_FILE: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** The academic calendar (only the file sets it). */
export const timetableRulesOf = (file: string | null): TimetableRules => loadUniversityFile(file).timetable_rules;

/** The settings part of the file's values (what the database keeps). */
export const settingsOf = ({ timetable_rules: _rules, ...settings }: UniversityFile): UniversitySettings => settings;

/** What the info screens show (GET /api/university). */
export const infoOf = ({
  logo: _logo,
  sign_in_help: _help,
  new_version_url: _newVersion,
  student_site_url: _site,
  student_site_mobile_url: _mobile,
  sidebar_links: _links,
  ...info
}: UniversitySettings): UniversityInfo => info;

/** GET /api/library: each resource's link by key, in the settings' order (002 §7 «result links map»). */
export const libraryLinksOf = (settings: UniversitySettings): Record<string, string> =>
  Object.fromEntries(settings.library_resources.map((r) => [r.key, r.url]));

/**
 * A stored value read back: over the demo's, so that a field a later version adds has a value, and
 * checked; a row that fails the check (edited by hand) gives way to the demo's values, loudly.
 */
export function storedSettings(stored: unknown): UniversitySettings | null {
  const parsed = universitySettings.safeParse(merge(settingsOf(demoUniversity), stored));
  return parsed.success ? parsed.data : null;
}
