import type { UserInfo } from '@portal/contract';

type EmployeeData = Extract<UserInfo['accounts'][number], { key: 'employee' }>['data'];

/** Иванов Иван, an admin (the session's own tests). */
export const adminUser = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: 1,
  surname: 'Иванов',
  name: 'Иван',
  patronymic: null,
  email: 'i@x.ru',
  default_account_key: 'admin',
  default_account_id: 1,
  api_token: 'tok',
  impersonated_by: null,
  accounts: [{ key: 'admin', id: 1, name: 'Администратор', data: {}, permissions: [] }],
  language: 'ru',
  ...over,
});

/** Кузнецов Андрей Павлович, an employee without permissions; `data` over his account's. */
export const employeeUser = (data: Partial<EmployeeData> = {}): UserInfo => ({
  id: 3,
  surname: 'Кузнецов',
  name: 'Андрей',
  patronymic: 'Павлович',
  email: 'employee@demo.local',
  default_account_key: 'employee',
  default_account_id: 5,
  api_token: 't',
  impersonated_by: null,
  accounts: [
    {
      key: 'employee',
      id: 5,
      name: 'Сотрудник',
      permissions: [],
      data: {
        timetable: true,
        timetable_id: 1,
        science: null,
        is_request_manager: false,
        is_question_manager: false,
        ...data,
      },
    },
  ],
});
