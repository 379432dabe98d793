/** The Wi-Fi module's Russian texts: its start's refusals and the Windows installer's messages. */
export const wifiStrings = {
  /** The start stops with these when WIFI_DIR holds a CA that cannot be used. */
  caHalf: (dir: string, has: string, lacks: string) => `WIFI_DIR: в ${dir} есть ${has}, но нет ${lacks} — положите оба файла удостоверяющего центра или ни одного (тогда будет создан демонстрационный)`,
  caUnreadable: (path: string, why: string) => `WIFI_DIR: не удалось прочитать ${path} — ${why}`,
  caNotRsa: (path: string) => `WIFI_DIR: ключ ${path} не RSA (сертификаты Wi-Fi подписываются ключом RSA)`,
  caMismatch: (dir: string) => `WIFI_DIR: ca.key в ${dir} не подходит к ca.crt`,
  caName: (university: string) => `${university}: Wi-Fi CA`,
  caHint: 'Сертификаты для корпоративной сети Wi-Fi',
  /** The Windows script's lines (the console of Windows PowerShell shows them). */
  script: {
    title: (network: string, university: string) => `Подключение к сети Wi-Fi «${network}» — ${university}`,
    madeFor: (username: string, lastDay: string) => `Сертификат пользователя ${username}, действует до ${lastDay}.`,
    step1: 'Шаг 1 из 3. Корневой сертификат университета. Если Windows спросит, устанавливать ли его, нажмите «Да».',
    step2: 'Шаг 2 из 3. Ваш личный сертификат.',
    step3: (network: string) => `Шаг 3 из 3. Профиль сети «${network}».`,
    done: (network: string) => `Готово. Выберите сеть «${network}» в списке сетей Wi-Fi: подключение произойдёт без пароля.`,
    failed: 'Настроить не удалось:',
    help: (where: string) => `Если ошибка повторяется, обратитесь: ${where}.`,
    close: 'Нажмите Enter, чтобы закрыть окно',
  },
  profile: {
    name: (network: string) => `Wi-Fi «${network}»`,
    description: (network: string, username: string, lastDay: string) => `Подключение к сети «${network}» по сертификату пользователя ${username}. Действует до ${lastDay}.`,
    ca: 'Корневой сертификат университета',
    identity: (username: string) => `Личный сертификат ${username}`,
    network: (network: string) => `Сеть «${network}»`,
  },
} as const;
