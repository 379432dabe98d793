import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, idParam, idText, pageQuery, trimmedText } from './envelope';
import { checkDayRange, dayText } from './dates';
import { threadFileUuids, threadMessage, threadMessageHtml } from './threads';
import { ru as api } from './i18n/api/ru';
import { said, type ApiKey } from './i18n/current';

/**
 * Requests to service departments (002 §2.5, §3–§5, §7): employees file a request to a service;
 * the service's responsible and the performers added to it accept, answer and close it. The
 * departments and their services are a two-level tree edited under «Подразделения и услуги» by
 * the request admins (permission request_admin).
 */

/** Requests to service departments, or students' questions (issue 14 §5): one life, kept apart. */
export type RequestKind = 'request' | 'question';

export const REQUEST_CATEGORY_NAME_MAX = 255;
export const REQUEST_CATEGORY_DESCRIPTION_MAX = 2_000;

export const requestStrings = api.requests;

/** The responsible of a department or service: an employee account, by name. */
export const requestPerson = z.object({
  id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
});
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
  name: trimmedText(REQUEST_CATEGORY_NAME_MAX).pipe(z.string().min(1, { error: said('requests.required') })),
  parent_id: id.nullish().transform((v) => v ?? null),
  description: trimmedText(REQUEST_CATEGORY_DESCRIPTION_MAX)
    .nullish()
    .transform((s) => s || null),
  recipient_id: id
    .nullish()
    .refine((v) => v !== null && v !== undefined, { error: said('requests.required') })
    .transform((v) => v!),
  recipient_email: trimmedText(254)
    .nullish()
    .transform((s) => s || null)
    .pipe(z.email({ error: said('requests.email') }).nullable()),
  order: z.number().int().min(0).max(10_000).default(0),
});
export type RequestCategoryBody = z.input<typeof requestCategoryBody>;

const tag = 'Заявки';

/** What differs between a request and a student's question, in the words each side reads. */
export const deskStrings = api.desk;

/** Request states (002 §4): 1 new, 3 accepted, 2 closed. */
export const REQUEST_STATUS = { new: 1, closed: 2, accepted: 3 } as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];
/** The names the admin and manager views show. */
export const requestStatusNames: Record<number, string> = api.requestStatus;
/** The names the author reads: a new request is «Открыта» to them. */
export const requestStatusNamesForAuthor: Record<number, string> = api.requestStatusForAuthor;
export const REQUEST_PAGE_SIZE = 20;
/** The longest optional field (department, phone, building, room). */
export const REQUEST_FIELD_MAX = 200;

const shownTime = z.string();
const shownTimeOrNull = z.string().nullable();

/** A performer of a request (002 §3 `recipients`). */
export const requestRecipient = z.object({
  id: z.number().int(),
  lastname: z.string(),
  firstname: z.string(),
  patronymic: z.string().nullable(),
});
export type RequestRecipient = z.infer<typeof requestRecipient>;

/** Where the author can be found (002 §3 `optional_fields`). */
export const requestOptionalFields = z.object({
  department: z.string(),
  phone: z.string(),
  frame: z.string(),
  room: z.string(),
});

/** A request (002 §3 «Request»), as the lists show it. `has_unread_messages`: for the side that asks. */
export const requestListItem = z.object({
  id: z.number().int(),
  status: z.number().int(),
  created_at: shownTime,
  accepted_at: shownTimeOrNull,
  closed_at: shownTimeOrNull,
  has_unread_messages: z.boolean(),
  /** The service, with its department. */
  sub_category: z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.object({ id: z.number().int(), name: z.string() }),
  }),
  optional_fields: requestOptionalFields,
  author: z.object({
    surname: z.string(),
    name: z.string(),
    patronymic: z.string().nullable(),
    posts: z.array(z.object({ department_post_name: z.string(), department_name: z.string() })),
    /** A student author's group (a question's). */
    group: z.string().nullable().optional(),
  }),
  recipients: z.array(requestRecipient),
  /** The performers' names as the «Исполнитель» column shows them. */
  recipient_name: z.string(),
});
export type RequestListItem = z.infer<typeof requestListItem>;

/** A request with its chat. `can_close`: the caller is one of its performers (closing is theirs, 002 §6). */
export const requestDetail = requestListItem.extend({ messages: z.array(threadMessage), can_close: z.boolean() });
export type RequestDetail = z.infer<typeof requestDetail>;

const fieldText = (message: ApiKey) => trimmedText(REQUEST_FIELD_MAX).pipe(z.string().min(1, { error: said(message) }));

/** «Подача заявки» (002 §3 «New-request payload», §5): every field set, trimmed. */
export const newRequestBody = z.object({
  category_id: id,
  message: z.object({
    content: threadMessageHtml,
    files: threadFileUuids,
  }),
  optional_fields: z.object({
    department: fieldText('requests.enterDepartment'),
    phone: fieldText('requests.enterPhone'),
    frame: fieldText('requests.enterFrame'),
    room: fieldText('requests.enterRoom'),
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

export const requestStatusBody = z.object({
  status: z.union([z.literal(REQUEST_STATUS.accepted), z.literal(REQUEST_STATUS.closed)]),
});
export const requestStatusResult = z.object({ accepted_at: z.string().optional(), closed_at: z.string().optional() });
export const requestRecipientBody = z.object({ request_id: id, employee_id: id });

/**
 * The statistics over the requests a view shows: counts by status, and the median times in minutes (null: none yet).
 */
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

/** The calls of one kind: requests at /api/request…, students' questions at /api/question…. */
function deskEndpoints(d: {
  one: string;
  many: string;
  name: 'Request' | 'Question';
  tag: string;
  example: { id: number };
}) {
  const { one, many, name, tag, example } = d;
  const idExample = { params: { id: example.id } };
  const recipientExample = { body: { request_id: example.id, employee_id: 3 } };
  return {
    categories: endpoint({
      name: `list${name}Categories`,
      method: 'GET',
      path: `${one}/category`,
      tag,
      summary: 'The departments, or the services (topics) of one (parent_id), in their order',
      query: z.object({ parent_id: idText.optional() }),
      result: z.array(requestCategory),
      example: { query: {} },
    }),
    saveCategory: endpoint({
      name: `save${name}Category`,
      method: 'POST',
      path: `${one}/category`,
      tag,
      summary: 'Create or change a department or a service (topic)',
      body: requestCategoryBody,
      result: z.object({ id: z.number().int() }),
      example: { body: { name: 'Новый отдел', recipient_id: 1, recipient_email: 'dept@demo.local', order: 1 } },
    }),
    mine: endpoint({
      name: `listMy${name}s`,
      method: 'GET',
      path: many,
      tag,
      summary: 'The caller’s own, newest first',
      result: z.array(requestListItem),
    }),
    all: endpoint({
      name: `listAll${name}s`,
      method: 'GET',
      path: `${many}/all`,
      tag,
      summary: 'Control: every one matching the filter, newest first',
      query: requestListQuery,
      result: requestListItem,
      paged: true,
      example: { query: { page: 1, status: 1 } },
    }),
    manager: endpoint({
      name: `listManager${name}s`,
      method: 'GET',
      path: `${many}/manager`,
      tag,
      summary: 'The ones where the caller is a performer, matching the filter, newest first',
      query: requestListQuery,
      result: requestListItem,
      paged: true,
      example: { query: { page: 1 } },
    }),
    get: endpoint({
      name: `get${name}`,
      method: 'GET',
      path: `${one}/:id`,
      tag,
      summary: 'One with its chat: the author’s own, a performer’s, any for the admins',
      params: idParam,
      result: requestDetail,
      example: idExample,
    }),
    markRead: endpoint({
      name: `mark${name}Read`,
      method: 'POST',
      path: `${one}/:id/mark-as-read`,
      tag,
      summary: 'The caller’s side has read the chat',
      params: idParam,
      result: z.object({ has_unread_messages: z.boolean() }),
      example: idExample,
    }),
    message: endpoint({
      name: `post${name}Message`,
      method: 'POST',
      path: `${one}/:id/message`,
      tag,
      summary: 'Write in the chat: its author, its performers, the admins',
      params: idParam,
      body: requestMessageBody,
      result: threadMessage,
      example: { ...idExample, body: { message: '<p>Спасибо!</p>' } },
    }),
    status: endpoint({
      name: `set${name}Status`,
      method: 'POST',
      path: `${one}/:id/status`,
      tag,
      summary: '3 accepts a new one (admins and performers), 2 closes it (performers only)',
      params: idParam,
      body: requestStatusBody,
      result: requestStatusResult,
      example: { ...idExample, body: { status: 3 } },
    }),
    addRecipient: endpoint({
      name: `add${name}Recipient`,
      method: 'POST',
      path: `${one}/recipient/add`,
      tag,
      summary: 'Add a performer',
      body: requestRecipientBody,
      result: z.array(requestRecipient),
      example: recipientExample,
    }),
    removeRecipient: endpoint({
      name: `remove${name}Recipient`,
      method: 'POST',
      path: `${one}/recipient/remove`,
      tag,
      summary: 'Remove a performer (not the last one)',
      body: requestRecipientBody,
      result: z.array(requestRecipient),
      example: recipientExample,
    }),
    adminStats: endpoint({
      name: `${name.toLowerCase()}AdminStats`,
      method: 'GET',
      path: `${one}/admin/stats`,
      tag,
      summary: 'Control: counts by status and median times over every one',
      query: requestFilterQuery,
      result: requestStats,
      example: { query: {} },
    }),
    managerStats: endpoint({
      name: `${name.toLowerCase()}ManagerStats`,
      method: 'GET',
      path: `${one}/manager/stats`,
      tag,
      summary: 'The caller’s as a performer: counts by status and median times',
      query: requestFilterQuery,
      result: requestStats,
      example: { query: {} },
    }),
  };
}

/** Requests to service departments (002 §7). */
export const requestEndpoints = {
  ...deskEndpoints({ one: '/api/request', many: '/api/requests', name: 'Request', tag, example: { id: 1 } }),
  create: endpoint({
    name: 'createRequest',
    method: 'POST',
    path: '/api/request',
    tag,
    summary: 'File a request to a service; its responsible becomes the first performer, its e-mail gets a letter',
    body: newRequestBody,
    result: requestDetail,
    example: {
      body: {
        category_id: 2,
        message: { content: '<p>Не работает принтер</p>' },
        optional_fields: { department: 'Кафедра физики', phone: '1234', frame: 'Главный корпус', room: '101' },
      },
    },
  }),
};

/** A student's question (issue 14 §5): a topic of a department and the description, with files. */
export const newQuestionBody = z.object({
  category_id: id,
  message: z.object({ content: threadMessageHtml, files: threadFileUuids }),
});
export type NewQuestionBody = z.input<typeof newQuestionBody>;

/**
 * Students' questions to the university's departments (issue 14 §5): the requests' life and calls, at /api/question….
 */
export const questionEndpoints = {
  ...deskEndpoints({
    one: '/api/question',
    many: '/api/questions',
    name: 'Question',
    tag: 'Обращения студентов',
    example: { id: 2 },
  }),
  create: endpoint({
    name: 'createQuestion',
    method: 'POST',
    path: '/api/question',
    tag: 'Обращения студентов',
    summary: 'A student asks a department a question on a topic; its responsible becomes the first performer',
    body: newQuestionBody,
    result: requestDetail,
    example: { body: { category_id: 4, message: { content: '<p>Как получить справку об обучении?</p>' } } },
  }),
};

export const deskEndpointsOf = { request: requestEndpoints, question: questionEndpoints } as const;
