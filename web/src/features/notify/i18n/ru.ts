import { notificationStatusNames, notifyStrings } from '@portal/contract';

/** Russian texts (the `notify` namespace) of the notifications back office (001 §2, §4, §8, §9; 002 §2.5). */
export const ru = {
  title: 'Уведомления',
  tabs: { notifications: 'Уведомления', managers: 'Менеджеры', report: 'Отчет' },
  newNotification: 'Новое уведомление',
  addManager: 'Добавить менеджера',
  columns: {
    name: 'Название',
    status: 'Статус',
    author: 'Автор',
    read: 'Прочитано',
    actions: 'Действия',
    fullName: 'Ф.И.О',
    email: 'E-mail',
  },
  caption: 'Уведомления',
  managersCaption: 'Менеджеры уведомлений',
  empty: 'Уведомлений нет',
  noManagers: 'Менеджеры еще не добавлены',
  menu: 'Действия с уведомлением «{{name}}»',
  open: 'Открыть уведомление «{{name}}»',
  send: 'Отправить',
  hide: 'Скрыть',
  show: 'Показать',
  copy: 'Создать копию уведомления',
  confirmTitle: 'Отправка уведомления',
  confirmSend: notifyStrings.confirmSend,
  confirm: 'Отправить',
  cancel: 'Отмена',
  hidden: 'Скрыто',
  sent: 'Уведомление отправляется',
  copied: 'Создан черновик «{{name}}»',
  failed: notifyStrings.failed,
  /** Why a send did not happen (001 §4, §8): a warning's title above the reason. */
  notSent: 'Уведомление не отправлено',
  audienceEmpty: notifyStrings.audienceEmpty,
  noAudience: notifyStrings.noAudience,
  /** «read / total (N%)», 001 §2. */
  readCount: '{{read}} / {{total}} ({{percent}}%)',
  noRead: '—',
  noAuthor: '—',
  /** A notification's status in the list. */
  statuses: notificationStatusNames,

  managers: {
    remove: 'Удалить менеджера {{name}}',
    removeTitle: 'Удаление менеджера',
    removeConfirm: 'Убрать у сотрудника {{name}} право управлять уведомлениями?',
    removeButton: 'Удалить',
    removed: '{{name}} больше не менеджер',
    added: '{{name}} теперь менеджер',
    formTitle: 'Добавить менеджера',
    employee: 'Сотрудник',
    email: 'E-mail',
    save: 'Сохранить',
    required: notifyStrings.required,
  },

  editor: {
    newTitle: 'Новое уведомление',
    editTitle: 'Редактирование уведомления',
    viewTitle: 'Уведомление',
    back: 'К списку уведомлений',
    name: 'Название',
    content: 'Текст уведомления',
    audience: 'Получатели',
    verified: 'Я проверил(а), все верно',
    required: notifyStrings.required,
    save: 'Сохранить',
    saved: 'Уведомление сохранено',
    readOnly: 'Уведомление уже отправлено: изменить его нельзя.',
    /** A draft's own «Отправить» (issue 29): the same confirmation and count as the list's. */
    send: 'Отправить',
    notFound: notifyStrings.notFound,
  },

  /** The text editor's toolbar, by Mantine's label names (only the controls the editor shows). */
  toolbar: {
    boldControlLabel: 'Жирный',
    italicControlLabel: 'Курсив',
    /** Not one of Mantine's controls: the editor's own (001 §2). */
    paragraph: 'Абзац',
    linkControlLabel: 'Ссылка',
    unlinkControlLabel: 'Убрать ссылку',
    linkEditorInputLabel: 'Адрес ссылки',
    linkEditorExternalLink: 'Открывать в новой вкладке',
    linkEditorInternalLink: 'Открывать в этой вкладке',
    linkEditorSave: 'Сохранить',
  },
} as const;
