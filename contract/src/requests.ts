import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, idText, trimmedText } from './envelope';

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
