import { readFileSync } from 'node:fs';
import { libraryLinks, signInHelp, universityInfo, type UniversityInfo } from '@portal/contract';
import type { z } from 'zod';
import { demoTimetableRules, timetableRules } from '../../lib/academic-calendar';

/** Everything the university sets for the employee tools: the info screens' and the library's links. */
export const universitySettings = universityInfo.extend({
  library_links: libraryLinks,
  timetable_rules: timetableRules,
  sign_in_help: signInHelp,
});
export type UniversitySettings = z.infer<typeof universitySettings>;

/**
 * The demo university's values. A real university writes its own in a JSON file of the same
 * shape (any part of it: what it leaves out stays as here) and names it in `UNIVERSITY_FILE`.
 */
export const demoUniversity: UniversitySettings = {
  name: 'Технический университет',
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
  library_links: {
    catalog: 'https://library.university.example/catalog',
    elibrary: 'https://elibrary.ru',
    lan: 'https://e.lanbook.com',
    urait: 'https://urait.ru',
    iprsmart: 'https://www.iprbookshop.ru',
    student_consult: 'https://www.studentlibrary.ru',
    scopus: 'https://www.scopus.com',
    wos: 'https://www.webofscience.com',
  },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
function merge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  return Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(over)])].map((k) => [k, merge(base[k], over[k])]),
  );
}

/** The settings: the file's values over the demo's, checked; a wrong file stops the start with a Russian message. */
export function loadUniversitySettings(file: string | null): UniversitySettings {
  if (!file) return demoUniversity;
  let own: unknown;
  try {
    own = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`UNIVERSITY_FILE: не удалось прочитать ${file} как JSON — ${(cause as Error).message}`, { cause });
  }
  const parsed = universitySettings.safeParse(merge(demoUniversity, own));
  if (!parsed.success)
    throw new Error(
      `UNIVERSITY_FILE: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** What the info screens show (the library's links go by GET /api/library). */
export const infoOf = ({
  library_links: _links,
  timetable_rules: _rules,
  sign_in_help: _help,
  ...info
}: UniversitySettings): UniversityInfo => info;
