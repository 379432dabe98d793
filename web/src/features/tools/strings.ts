import type { ScienceIds } from '@portal/contract';

/** «Наука» (002 §2.5 «Science»): the employee's author identifiers. */
export const scienceStrings = {
  intro: 'Ваши идентификаторы автора в наукометрических базах. Скопируйте нужный, чтобы указать его в статье, заявке на грант или отчёте.',
  missing: 'Отсутствует',
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

/** «Wi-Fi» (002 §2.5 «Wi-Fi»): the rules and the consent, the networks, the devices' steps. */
export const wifiStrings = {
  intro: 'Беспроводная сеть университета работает во всех учебных корпусах, в библиотеке и в общежитиях. Чтобы подключиться, примите правила пользования сетью и откройте инструкцию для своего устройства.',
  rulesTitle: 'Шаг 1. Правила пользования сетью',
  rulesDocument: 'Положение о пользовании сетью (PDF)',
  consent: 'Я ознакомлен(а) с правилами пользования сетью и обязуюсь их соблюдать',
  instruction: 'Инструкция',
  consentFirst: 'Чтобы открыть инструкцию, отметьте согласие с правилами.',
  connectTitle: 'Шаг 2. Подключение',
  networks: 'Сети университета',
  certificateNetwork: 'По сертификату — рекомендуем',
  certificateNetworkNote: (lastDay: string) =>
    `Подключение без пароля: устройство входит в сеть по вашему личному сертификату. Защищённое шифрование, вход в любом корпусе автоматически. Сертификат действует до ${lastDay} — в начале нового учебного года скачайте новый.`,
  loginNetwork: 'По логину и паролю',
  devices: 'Настройка устройства',
  devicesHint: 'Выберите систему своего устройства: установочный файл сделан лично для вас и подходит только для ваших устройств.',
  tabs: { windows: 'Windows', apple: 'Apple', android: 'Android' },
  applePlatforms: 'iPhone, iPad и Mac',
  stepsLabel: (system: string) => `Шаги для ${system}`,
  download: {
    wininstaller: 'Скачать установщик для Windows',
    profileios: 'Скачать профиль для iPhone, iPad и Mac',
    crtandroid: 'Скачать сертификат для Android',
  },
  downloading: 'Готовим файл…',
  downloadFailed: 'Не удалось скачать файл.',
  windows: (network: string, radius: string) => [
    'Скачайте установщик (кнопка выше): это файл с расширением .cmd.',
    'Откройте скачанный файл. Если Windows покажет окно «Windows защитила ваш компьютер», нажмите «Подробнее», затем «Выполнить в любом случае».',
    'Когда Windows спросит, установить ли корневой сертификат университета, нажмите «Да». Права администратора не нужны.',
    'Дождитесь сообщения «Готово» и нажмите Enter, чтобы закрыть окно.',
    `Выберите сеть «${network}» в списке сетей Wi-Fi: подключение произойдёт без пароля. Если Windows спросит о сервере ${radius}, нажмите «Подключиться».`,
  ],
  apple: (network: string) => [
    'Откройте эту страницу в Safari на устройстве, которое нужно подключить, и скачайте профиль (кнопка выше). На iPhone и iPad подтвердите загрузку, нажав «Разрешить».',
    'iPhone и iPad: откройте «Настройки» → «Профиль загружен» → «Установить» и введите код-пароль устройства. Mac: откройте «Системные настройки» → «Конфиденциальность и безопасность» → «Профили» и дважды щёлкните загруженный профиль.',
    'Профиль будет отмечен как «Не проверен» — это ожидаемо для профиля университета. Подтвердите установку кнопкой «Установить».',
    `Выберите сеть «${network}»: устройство подключится по сертификату, пароль вводить не нужно.`,
  ],
  android: (network: string, radius: string) => [
    'Скачайте сертификат (кнопка выше): это файл с расширением .p12.',
    'Откройте «Настройки» → «Безопасность» (или «Защита и конфиденциальность») → «Шифрование и учётные данные» → «Установить сертификат» → «Сертификат Wi-Fi» и выберите скачанный файл.',
    `Введите пароль сертификата (он указан ниже) и назовите сертификат, например «${network}».`,
    {
      text: `Выберите сеть «${network}», заполните поля и нажмите «Подключиться»:`,
      items: [
        'Метод EAP — TLS',
        `Сертификат ЦС — «${network}» (установленный)`,
        'Статус онлайн-сертификата — «Не проверять»',
        `Домен — ${radius}`,
        `Сертификат пользователя — «${network}»`,
        'Идентификатор — ваш логин (ниже)',
      ],
    },
  ],
  androidFields: 'Поля сети',
  credentials: 'Данные для подключения',
  username: 'Логин',
  password: 'Пароль сертификата',
  keepPrivate: 'Не сообщайте пароль сертификата другим людям: по нему в сеть можно войти от вашего имени.',
  help: 'Не получается подключиться?',
  failed: 'Не удалось получить данные для подключения к Wi-Fi.',
} as const;
