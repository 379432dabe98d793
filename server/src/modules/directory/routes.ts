import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countResult,
  employeeCountBody,
  employeeDetail,
  employeeListBody,
  employeeListItem,
  employeeListQuery,
  EMPLOYEE_PAGE_SIZE,
  idParam,
  paged,
  student,
  studentCountBody,
  studentFacets,
  studentListBody,
  success,
} from '@portal/contract';
import type { Access } from '../../plugins/auth';
import { responses, sendJson, typed } from '../../lib/route';
import { staffAccess } from './reference-routes';
import type { DirectoryService, Viewer } from './service';
import { mergeFilter } from './student-filter';

const tags = ['Справочник людей'];
/** The employee directory: admins, and the managers who pick audiences and other managers. */
const employeeDirectoryAccess: Access = { accounts: ['admin'], permissions: ['notification_manager', 'poll_manager'] };
const viewerOf = (request: FastifyRequest): Viewer => (request.auth?.accountKey === 'admin' ? 'admin' : 'staff');

/** The student and employee directories (000 §2, §7; 001 §7; 002). */
export function directoryRoutes(app: FastifyInstance, service: DirectoryService) {
  const r = typed(app);

  r.post(
    '/api/account/admin/students',
    {
      config: { access: staffAccess },
      schema: { tags, summary: 'A page of students matching the filter', body: studentListBody, response: responses(paged(student)) },
    },
    async (request) => {
      const { page, per_page, ...filter } = request.body;
      const { items, meta } = await service.students(mergeFilter(filter), page, per_page, viewerOf(request));
      return { success: true as const, result: items, meta };
    },
  );

  r.post(
    '/api/account/admin/students/count',
    { config: { access: staffAccess }, schema: { tags, summary: 'Students matching the filter', body: studentCountBody, response: responses(success(countResult)) } },
    async (request) => ({ success: true as const, result: { count: await service.countStudents(mergeFilter(request.body)) } }),
  );

  r.post(
    '/api/account/admin/students/faceted-filter',
    {
      config: { access: staffAccess },
      schema: { tags, summary: 'For each filter field, the values still possible given the others', body: studentCountBody, response: responses(success(studentFacets)) },
    },
    // Sent as the JSON the service keeps: the answer with every group is too big to serialise
    // again for each of the many people who open the filter.
    async (request, reply) => sendJson(reply, await service.facetsJson(mergeFilter(request.body))),
  );

  r.get(
    '/api/account/admin/students/:id',
    { config: { access: staffAccess }, schema: { tags, summary: 'A student (phone and record book for admins only)', params: idParam, response: responses(success(student)) } },
    async (request) => ({ success: true as const, result: await service.student(request.params.id, viewerOf(request)) }),
  );

  r.post(
    '/api/account/admin/employees',
    {
      config: { access: employeeDirectoryAccess },
      schema: {
        tags,
        summary: 'A page of employees: by surname, permissions or the employee filter',
        querystring: employeeListQuery,
        body: employeeListBody,
        response: responses(paged(employeeListItem)),
      },
    },
    async (request) => {
      const { filter, ...query } = request.body;
      const { items, meta } = await service.employees({ ...query, ...filter }, request.query.page, EMPLOYEE_PAGE_SIZE);
      return { success: true as const, result: items, meta };
    },
  );

  r.post(
    '/api/account/admin/employees/count',
    { config: { access: employeeDirectoryAccess }, schema: { tags, summary: 'Employees matching the filter', body: employeeCountBody, response: responses(success(countResult)) } },
    async (request) => {
      const { filter, ...query } = request.body;
      return { success: true as const, result: { count: await service.countEmployees({ ...query, ...filter }) } };
    },
  );

  r.get(
    '/api/account/admin/employees/:id',
    { config: { access: employeeDirectoryAccess }, schema: { tags, summary: 'An employee with permissions and positions', params: idParam, response: responses(success(employeeDetail)) } },
    async (request) => ({ success: true as const, result: await service.employee(request.params.id) }),
  );
}
