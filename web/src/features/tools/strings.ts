import type { ScienceIds } from '@portal/contract';

/** «Наука» (002 §2.5 «Science»): the employee's author identifiers. */
export const scienceStrings = {
  intro: 'Ваши идентификаторы автора в наукометрических базах. Скопируйте нужный, чтобы указать его в статье, заявке на грант или отчёте.',
  missing: 'Отсутствует',
  copy: (name: string) => `Скопировать: ${name}`,
  copied: 'Скопировано',
  profile: 'Открыть профиль',
  profileOf: (name: string) => `Открыть профиль: ${name}`,
} as const;

/** The identifiers in the spec's order, each with its name and, where the base has one, its public profile. */
export const scienceIdentifiers: { key: keyof ScienceIds; name: string; profile?: (id: string) => string }[] = [
  { key: 'science_index_spin', name: 'SPIN-код РИНЦ' },
  { key: 'science_index_author_id', name: 'AuthorID РИНЦ', profile: (id) => `https://elibrary.ru/author_profile.asp?id=${encodeURIComponent(id)}` },
  { key: 'scopus_id', name: 'Scopus Author ID', profile: (id) => `https://www.scopus.com/authid/detail.uri?authorId=${encodeURIComponent(id)}` },
  { key: 'researcher_id', name: 'ResearcherID (Web of Science)', profile: (id) => `https://www.webofscience.com/wos/author/record/${encodeURIComponent(id)}` },
  { key: 'orcid', name: 'ORCID', profile: (id) => `https://orcid.org/${encodeURIComponent(id)}` },
  { key: 'google_scholar', name: 'Google Scholar', profile: (id) => `https://scholar.google.com/citations?user=${encodeURIComponent(id)}` },
];

/** «Корпоративная почта» (002 §2.5 «E-mail»). */
export const emailStrings = {
  intro: (domain: string) => `Ваш рабочий адрес — в домене @${domain}. Открыть почту можно в браузере или в Office 365.`,
  webmail: 'Почта в браузере',
  webmailHint: 'Веб-интерфейс корпоративной почты',
  office: 'Office 365',
  officeHint: 'Почта, календарь и документы Microsoft',
  open: 'Открыть',
  openNamed: (name: string) => `Открыть: ${name}`,
  activationTitle: 'Почта новых сотрудников',
  activation: (hours: number) => `Новый почтовый ящик начинает работать в течение ${hours} ч после создания учётной записи. Если письма не приходят дольше, обратитесь в один из пунктов ниже.`,
  contacts: 'Куда обратиться лично',
  failed: 'Не удалось загрузить сведения о почте.',
} as const;

/** «Цифровые сервисы» (002 §2.5). */
export const servicesStrings = {
  open: 'Перейти',
  openNamed: (name: string) => `Перейти: ${name}`,
  failed: 'Не удалось загрузить список сервисов.',
} as const;

/** «Электронные библиотеки» (002 §2.5 «Library»): the eight resources and the reading hall. */
export const libraryStrings = {
  intro: 'Электронные ресурсы, доступные сотрудникам университета. Из сети университета они открываются без отдельного входа.',
  resources: 'Ресурсы',
  open: (name: string) => `Открыть: ${name}`,
  hall: 'Читальный зал',
  failed: 'Не удалось загрузить ссылки библиотеки.',
  names: {
    catalog: { name: 'Электронный каталог', description: 'Книги и статьи в фонде научной библиотеки' },
    elibrary: { name: 'eLIBRARY.RU', description: 'Научная электронная библиотека, РИНЦ' },
    lan: { name: 'ЭБС «Лань»', description: 'Учебники и научные издания' },
    urait: { name: 'Образовательная платформа «Юрайт»', description: 'Учебники и курсы ведущих вузов' },
    iprsmart: { name: 'ЭБС IPR SMART', description: 'Учебная и научная литература, журналы' },
    student_consult: { name: 'ЭБС «Консультант студента»', description: 'Учебники для технических и медицинских специальностей' },
    scopus: { name: 'Scopus', description: 'Реферативная база научных публикаций' },
    wos: { name: 'Web of Science', description: 'Наукометрическая база и цитирования' },
  },
} as const;

/** A place to come to: its hours, phone and mail. */
export const placeStrings = {
  hours: 'Часы работы',
  phone: 'Телефон',
  email: 'Почта',
} as const;
