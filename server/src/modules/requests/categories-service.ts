import { type RequestCategory, type requestCategoryBody, type RequestKind } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../lib/http-error';
import { requestCategoriesRepository, type CategoryRow } from './categories-repository';
import { t } from '../../i18n';

type Body = z.output<typeof requestCategoryBody>;

const toCategory = (r: CategoryRow): RequestCategory => ({
  id: r.id,
  name: r.name,
  parent_id: r.parentId,
  description: r.description,
  recipient_id: r.recipientId,
  recipient:
    r.recipientId !== null && r.recipientSurname !== null
      ? {
          id: r.recipientId,
          surname: r.recipientSurname,
          name: r.recipientName ?? '',
          patronymic: r.recipientPatronymic,
        }
      : null,
  recipient_email: r.recipientEmail,
  order: r.order,
});

/** «Подразделения и услуги» (002 §2.5, §5): the two-level tree of departments and their services (of a kind). */
export function requestCategoriesService(db: Db, kind: RequestKind) {
  const repo = requestCategoriesRepository(db, kind);
  return {
    async list(parentId: number | undefined): Promise<RequestCategory[]> {
      return (await repo.children(parentId ?? null)).map(toCategory);
    },

    /** Creates or changes one; its parent must be a department, its responsible an employee. */
    async save(body: Body): Promise<{ id: number }> {
      if (body.parent_id !== null) {
        const parent = await repo.byId(body.parent_id);
        if (!parent || parent.parentId !== null)
          throw unprocessable(t('api:requests.parentNotDepartment'), {
            parent_id: [t('api:requests.parentNotDepartment')],
          });
        if (body.id !== undefined && body.parent_id === body.id)
          throw unprocessable(t('api:requests.parentNotDepartment'), {
            parent_id: [t('api:requests.parentNotDepartment')],
          });
      }
      if (!(await repo.employeeExists(body.recipient_id)))
        throw unprocessable(t('api:requests.recipientNotFound'), {
          recipient_id: [t('api:requests.recipientNotFound')],
        });
      const values = {
        parentId: body.parent_id,
        name: body.name,
        description: body.description,
        recipientId: body.recipient_id,
        recipientEmail: body.recipient_email,
        order: body.order,
      };
      if (body.id === undefined) return { id: await repo.insert(values) };
      const current = await repo.byId(body.id);
      if (!current) throw notFound(t('api:requests.categoryNotFound'));
      // A department with services stays a department (the tree has two levels).
      if (current.parentId === null && body.parent_id !== null && (await repo.hasChildren(body.id)))
        throw unprocessable(t('api:requests.hasServices'), { parent_id: [t('api:requests.hasServices')] });
      await repo.update(body.id, values);
      return { id: body.id };
    },
  };
}
