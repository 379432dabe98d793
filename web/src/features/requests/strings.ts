import { messages, requestStrings } from '@portal/contract';

/** «Подразделения и услуги» (002 §2.5, §5 «Service editing»). */
export const categoryStrings = {
  title: 'Подразделения и услуги',
  empty: requestStrings.noCategories,
  failed: messages.developerError,
  addDepartment: 'Добавить подразделение',
  addService: (department: string) => `Добавить услугу в «${department}»`,
  addServiceShort: 'Добавить услугу',
  edit: 'Изменить',
  editNamed: (name: string) => `Изменить «${name}»`,
  noServices: 'Услуг пока нет',
  services: (department: string) => `Услуги: ${department}`,
  responsible: 'Ответственный',
  email: 'E-mail',
  newDepartment: 'Новое подразделение',
  editDepartment: 'Изменение подразделения',
  newService: 'Новая услуга',
  editService: 'Изменение услуги',
  name: 'Название',
  description: 'Описание',
  order: 'Порядок',
  orderHint: 'Меньше — выше в списке',
  save: 'Сохранить',
  cancel: 'Отмена',
  saved: 'Сохранено',
  required: requestStrings.required,
} as const;
