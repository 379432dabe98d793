/** Russian texts (the `wifi` namespace): the setup files an employee downloads, and the calls' refusal. */
export const ru = {
  /** GET /api/wifi and its files without the university's CA (a production start without WIFI_DIR). */
  notSetUp: 'Выдача сертификатов Wi-Fi пока не настроена. Обратитесь в службу поддержки.',
  /** The Windows script's lines (the console of Windows PowerShell shows them). */
  script: {
    title: 'Подключение к сети Wi-Fi «{{network}}» — {{university}}',
    madeFor: 'Сертификат пользователя {{username}}, действует до {{lastDay}}.',
    step1: 'Шаг 1 из 3. Корневой сертификат университета. Если Windows спросит, устанавливать ли его, нажмите «Да».',
    step2: 'Шаг 2 из 3. Ваш личный сертификат.',
    step3: 'Шаг 3 из 3. Профиль сети «{{network}}».',
    done: 'Готово. Выберите сеть «{{network}}» в списке сетей Wi-Fi: подключение произойдёт без пароля.',
    failed: 'Настроить не удалось:',
    help: 'Если ошибка повторяется, обратитесь: {{where}}.',
    close: 'Нажмите Enter, чтобы закрыть окно',
  },
  /** The Apple profile's names (the device shows them when it is installed). */
  profile: {
    name: 'Wi-Fi «{{network}}»',
    description: 'Подключение к сети «{{network}}» по сертификату пользователя {{username}}. Действует до {{lastDay}}.',
    ca: 'Корневой сертификат университета',
    identity: 'Личный сертификат {{username}}',
    network: 'Сеть «{{network}}»',
  },
} as const;
