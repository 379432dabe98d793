import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, idParam, idText, pageQuery, trimmedText } from './envelope';
import { checkDayRange, dayText } from './dates';
import { threadFileUuids, threadMessage, threadMessageHtml } from './threads';

/**
 * Requests to service departments (002 §2.5, §3–§5, §7): employees file a request to a service;
 * the service's responsible and the performers added to it accept, answer and close it. The
 * departments and their services are a two-level tree edited under «Подразделения и услуги» by
 * the request admins (permission request_admin).
 */

export const REQUEST_CATEGORY_NAME_MAX = 255;
export const REQUEST_CATEGORY_DESCRIPTION_MAX = 2_000;

export const requestStrings = {
  required: 'Обязательное поле',
  email: 'Введите адрес электронной почты',
  categoryNotFound: 'Подразделение или услуга не найдены',
  parentNotDepartment: 'Услуга может быть только в подразделении',
  hasServices: 'У подразделения есть услуги: оно не может стать услугой',
  recipientNotFound: 'Сотрудник не найден',
  noCategories: 'Подразделения не созданы',
  chooseDepartment: 'Выберите отдел',
  chooseService: 'Выберите услугу',
  enterDepartment: 'Введите подразделение',
  enterFrame: 'Введите корпус',
  enterPhone: 'Введите телефон',
  enterRoom: 'Введите комнату',
  /** The description's error, which the form shows under the field (002 §8). */
  enterDescription: 'Опишите, что нужно сделать',
  serviceNotFound: 'Услуга не найдена',
  notFound: 'Заявка не найдена',
  /** The chat's automatic message on acceptance (002 §4). */
  acceptedMessage: 'Ваша заявка принята в обработку',
  acceptOnlyNew: 'Принять можно только новую заявку',
  alreadyClosed: 'Заявка уже закрыта',
  closeOnlyPerformers: 'Закрыть заявку может только её исполнитель',
  closedChat: 'Заявка закрыта: новые сообщения в неё не принимаются',
  recipientTwice: 'Такой исполнитель уже добавлен',
  recipientMissing: 'Этот сотрудник не исполнитель заявки',
  lastRecipient: 'Последнего исполнителя удалить нельзя',
  noRequests: 'Вы еще не подали заявку.',
  /** The inbox notifications of the author (issue 14 §3). */
  acceptedTitle: (id: number) => `Заявка №${id} принята в обработку`,
  closedTitle: (id: number) => `Заявка №${id} закрыта`,
  openLink: 'Открыть заявку',
  /** The letter to a service's e-mail about a new request. */
  letterSubject: (id: number, service: string) => `Новая заявка №${id}: ${service}`,
} as const;

/** The responsible of a department or service: an employee account, by name. */
export const requestPerson = z.object({ id: z.number().int(), surname: z.string(), name: z.string(), patronymic: z.string().nullable() });
export type RequestPerson = z.infer<typeof requestPerson>;

/** A department (no `parent_id`) or one of its services (002 §3 «Request category or service»). */
export const requestCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  description: z.string().nullable(),
  /** The responsible employee's account id. */
  recipient_id: z.number().int().nullable(),
  recipient: requestPerson.nullable(),
  recipient_email: z.string().nullable(),
  order: z.number().int(),
});
export type RequestCategory = z.infer<typeof requestCategory>;

/** Create (no `id`) or update a department or a service; name and responsible required (002 §5). */
export const requestCategoryBody = z.object({
  id: id.optional(),
  name: trimmedText(REQUEST_CATEGORY_NAME_MAX).pipe(z.string().min(1, requestStrings.required)),
  parent_id: id.nullish().transform((v) => v ?? null),
  description: trimmedText(REQUEST_CATEGORY_DESCRIPTION_MAX)
    .nullish()
    .transform((s) => s || null),
  recipient_id: id.nullish().refine((v) => v !== null && v !== undefined, requestStrings.required).transform((v) => v!),
  recipient_email: trimmedText(254)
    .nullish()
    .transform((s) => s || null)
    .pipe(z.email(requestStrings.email).nullable()),
  order: z.number().int().min(0).max(10_000).default(0),
});
export type RequestCategoryBody = z.input<typeof requestCategoryBody>;

const tag = 'Заявки';
export const requestCategoryEndpoints = {
  list: endpoint({
    name: 'listRequestCategories',
    method: 'GET',
    path: '/api/request/category',
    tag,
    summary: 'The departments, or the services of one (parent_id), in their order',
    query: z.object({ parent_id: idText.optional() }),
    result: z.array(requestCategory),
    example: { query: {} },
  }),
  save: endpoint({
    name: 'saveRequestCategory',
    method: 'POST',
    path: '/api/request/category',
    tag,
    summary: 'Create or change a department or a service',
    body: requestCategoryBody,
    result: z.object({ id: z.number().int() }),
    example: { body: { name: 'Хозяйственный отдел', recipient_id: 1, recipient_email: 'aho@demo.local', order: 1 } },
  }),
};

/** Request states (002 §4): 1 new, 3 accepted, 2 closed. */
export const REQUEST_STATUS = { new: 1, closed: 2, accepted: 3 } as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];
/** The names the admin and manager views show. */
export const requestStatusNames: Record<number, string> = { 1: 'Новая', 3: 'Принята', 2: 'Закрыта' };
/** The names the author reads: a new request is «Открыта» to them. */
export const requestStatusNamesForAuthor: Record<number, string> = { 1: 'Открыта', 3: 'Принята', 2: 'Закрыта' };
export const REQUEST_PAGE_SIZE = 20;
/** The longest optional field (department, phone, building, room). */
export const REQUEST_FIELD_MAX = 200;

const shownTime = z.string();
const shownTimeOrNull = z.string().nullable();

/** A performer of a request (002 §3 `recipients`). */
export const requestRecipient = z.object({ id: z.number().int(), lastname: z.string(), firstname: z.string(), patronymic: z.string().nullable() });
export type RequestRecipient = z.infer<typeof requestRecipient>;

/** Where the author can be found (002 §3 `optional_fields`). */
export const requestOptionalFields = z.object({ department: z.string(), phone: z.string(), frame: z.string(), room: z.string() });

/** A request (002 §3 «Request»), as the lists show it. `has_unread_messages`: for the side that asks. */
export const requestListItem = z.object({
  id: z.number().int(),
  status: z.number().int(),
  created_at: shownTime,
  accepted_at: shownTimeOrNull,
  closed_at: shownTimeOrNull,
  has_unread_messages: z.boolean(),
  /** The service, with its department. */
  sub_category: z.object({ id: z.number().int(), name: z.string(), category: z.object({ id: z.number().int(), name: z.string() }) }),
  optional_fields: requestOptionalFields,
  author: z.object({
    surname: z.string(),
    name: z.string(),
    patronymic: z.string().nullable(),
    posts: z.array(z.object({ department_post_name: z.string(), department_name: z.string() })),
  }),
  recipients: z.array(requestRecipient),
  /** The performers' names as the «Исполнитель» column shows them. */
  recipient_name: z.string(),
});
export type RequestListItem = z.infer<typeof requestListItem>;

/** A request with its chat. `can_close`: the caller is one of its performers (closing is theirs, 002 §6). */
export const requestDetail = requestListItem.extend({ messages: z.array(threadMessage), can_close: z.boolean() });
export type RequestDetail = z.infer<typeof requestDetail>;

const fieldText = (message: string) => trimmedText(REQUEST_FIELD_MAX).pipe(z.string().min(1, message));

/** «Подача заявки» (002 §3 «New-request payload», §5): every field set, trimmed. */
export const newRequestBody = z.object({
  category_id: id,
  message: z.object({
    content: threadMessageHtml,
    files: threadFileUuids,
  }),
  optional_fields: z.object({
    department: fieldText(requestStrings.enterDepartment),
    phone: fieldText(requestStrings.enterPhone),
    frame: fieldText(requestStrings.enterFrame),
    room: fieldText(requestStrings.enterRoom),
  }),
});
export type NewRequestBody = z.input<typeof newRequestBody>;

/** The filter of the admin's and the manager's lists; dates DD.MM.YYYY (YYYY-MM-DD after parsing). */
const requestFilterFields = z.object({
  status: z.enum(['1', '2', '3']).transform(Number).optional(),
  department: idText.optional(),
  service: idText.optional(),
  date_from: dayText.optional(),
  date_to: dayText.optional(),
  /** The author's name, or part of it; ё and е are one letter. */
  search: trimmedText(200).optional(),
});
export const requestFilterQuery = requestFilterFields.superRefine(checkDayRange);
export type RequestFilterQuery = z.output<typeof requestFilterQuery>;
export const requestListQuery = requestFilterFields.extend({ page: pageQuery }).superRefine(checkDayRange);
export type RequestListQuery = z.output<typeof requestListQuery>;

export const requestStatusBody = z.object({ status: z.union([z.literal(REQUEST_STATUS.accepted), z.literal(REQUEST_STATUS.closed)]) });
export const requestStatusResult = z.object({ accepted_at: z.string().optional(), closed_at: z.string().optional() });
export const requestRecipientBody = z.object({ request_id: id, employee_id: id });

/** The statistics over the requests a view shows: counts by status, and the median times in minutes (null: none yet). */
export const requestStats = z.object({
  total: z.number().int(),
  new: z.number().int(),
  accepted: z.number().int(),
  closed: z.number().int(),
  median_accept_minutes: z.number().nullable(),
  median_close_minutes: z.number().nullable(),
});
export type RequestStats = z.infer<typeof requestStats>;

export const requestMessageBody = z.object({ message: threadMessageHtml, files: threadFileUuids });

export const requestEndpoints = {
  create: endpoint({
    name: 'createRequest',
    method: 'POST',
    path: '/api/request',
    tag,
    summary: 'File a request to a service; its responsible becomes the first performer',
    body: newRequestBody,
    result: requestDetail,
    example: { body: { category_id: 2, message: { content: '<p>Не работает принтер</p>' }, optional_fields: { department: 'Кафедра физики', phone: '1234', frame: 'Главный корпус', room: '101' } } },
  }),
  mine: endpoint({ name: 'listMyRequests', method: 'GET', path: '/api/requests', tag, summary: 'The caller’s own requests, newest first', result: z.array(requestListItem) }),
  all: endpoint({
    name: 'listAllRequests',
    method: 'GET',
    path: '/api/requests/all',
    tag,
    summary: 'Requests control: every request matching the filter, newest first',
    query: requestListQuery,
    result: requestListItem,
    paged: true,
    example: { query: { page: 1, status: 1 } },
  }),
  manager: endpoint({
    name: 'listManagerRequests',
    method: 'GET',
    path: '/api/requests/manager',
    tag,
    summary: 'The requests where the caller is a performer, matching the filter, newest first',
    query: requestListQuery,
    result: requestListItem,
    paged: true,
    example: { query: { page: 1 } },
  }),
  get: endpoint({ name: 'getRequest', method: 'GET', path: '/api/request/:id', tag, summary: 'A request with its chat: the author’s own, a performer’s, any for request admins', params: idParam, result: requestDetail, example: { params: { id: 1 } } }),
  markRead: endpoint({ name: 'markRequestRead', method: 'POST', path: '/api/request/:id/mark-as-read', tag, summary: 'The caller’s side has read the request’s chat', params: idParam, result: z.object({ has_unread_messages: z.boolean() }), example: { params: { id: 1 } } }),
  message: endpoint({
    name: 'postRequestMessage',
    method: 'POST',
    path: '/api/request/:id/message',
    tag,
    summary: 'Write in a request’s chat: its author, its performers, request admins',
    params: idParam,
    body: requestMessageBody,
    result: threadMessage,
    example: { params: { id: 1 }, body: { message: '<p>Спасибо!</p>' } },
  }),
  status: endpoint({
    name: 'setRequestStatus',
    method: 'POST',
    path: '/api/request/:id/status',
    tag,
    summary: '3 accepts a new request (admins and performers), 2 closes it (performers only)',
    params: idParam,
    body: requestStatusBody,
    result: requestStatusResult,
    example: { params: { id: 1 }, body: { status: 3 } },
  }),
  addRecipient: endpoint({
    name: 'addRequestRecipient',
    method: 'POST',
    path: '/api/request/recipient/add',
    tag,
    summary: 'Add a performer to a request',
    body: requestRecipientBody,
    result: z.array(requestRecipient),
    example: { body: { request_id: 1, employee_id: 3 } },
  }),
  removeRecipient: endpoint({
    name: 'removeRequestRecipient',
    method: 'POST',
    path: '/api/request/recipient/remove',
    tag,
    summary: 'Remove a performer from a request (not the last one)',
    body: requestRecipientBody,
    result: z.array(requestRecipient),
    example: { body: { request_id: 1, employee_id: 3 } },
  }),
  adminStats: endpoint({ name: 'requestAdminStats', method: 'GET', path: '/api/request/admin/stats', tag, summary: 'Requests control: counts by status and median times over every request', query: requestFilterQuery, result: requestStats, example: { query: {} } }),
  managerStats: endpoint({ name: 'requestManagerStats', method: 'GET', path: '/api/request/manager/stats', tag, summary: 'The caller’s requests as a performer: counts by status and median times', query: requestFilterQuery, result: requestStats, example: { query: {} } }),
};
