import { directoryEndpoints as e, EMPLOYEE_PAGE_SIZE, referenceEndpoints as ref } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { PreparedJson, route } from '../../lib/route';
import { viewerOf, type Viewer } from '../../policy';
import { referenceRepository } from './reference-repository';
import { directoryService } from './service';

/** People who left are in a list only when an admin asks for them (issue 33, «Показать выбывших»). */
const leaversFor = <F extends { include_left?: boolean | undefined }>(filter: F, viewer: Viewer): F =>
  filter.include_left && viewer !== 'admin' ? { ...filter, include_left: false } : filter;

/** The reference lists (000 §7, 001 §7), the student and employee directories (000 §2, 001, 002). */
export const directoryModule: PortalModule = async (app, { database, listener }) => {
  const lists = referenceRepository(database.db);
  route(app, ref.institutes, 'staff', ({ query }) => lists.institutes(query));
  route(app, ref.kafedres, 'staff', ({ query }) => lists.kafedres(query));
  route(app, ref.specialities, 'staff', ({ query }) => lists.specialities(query));
  route(app, ref.profiles, 'staff', ({ query }) => lists.profiles(query));
  route(app, ref.eduForms, 'staff', ({ query }) => lists.eduForms(query));
  route(app, ref.eduLevels, 'staff', ({ query }) => lists.eduLevels(query));
  route(app, ref.groups, 'staff', ({ query }) => lists.groups(query));
  route(app, ref.courses, 'staff', ({ query }) => lists.courses(query));
  route(app, ref.workTypes, 'staff', ({ query }) => lists.workTypes(query));
  route(app, ref.departments, 'staff', ({ query }) => lists.departments(query));

  const service = directoryService(database.db, listener);
  // Sent as the JSON PostgreSQL writes of each student, around their group's kept JSON (service.ts).
  route(
    app,
    e.students,
    'staff',
    async ({ body }, request) =>
      new PreparedJson(
        await service.studentsJson(
          leaversFor(body.filter, viewerOf(request)),
          body.page,
          body.per_page,
          viewerOf(request),
        ),
      ),
  );
  route(app, e.studentCount, 'staff', async ({ body }, request) => ({
    count: await service.countStudents(leaversFor(body, viewerOf(request)), viewerOf(request)),
  }));
  // Sent as the JSON the service keeps: the answer with every group is too big to serialise
  // again for each of the many people who open the filter.
  route(
    app,
    e.studentFacets,
    'staff',
    async ({ body }, request) =>
      new PreparedJson(await service.facetsJson(leaversFor(body, viewerOf(request)), viewerOf(request))),
  );
  route(app, e.student, 'staff', ({ params }, request) => service.student(params.id, viewerOf(request)));

  route(app, e.employees, 'employeeSearchers', ({ query, body }, request) =>
    service.employees(leaversFor(body, viewerOf(request)), query.page, EMPLOYEE_PAGE_SIZE),
  );
  route(app, e.employeeCount, 'employeeSearchers', async ({ body }, request) => ({
    count: await service.countEmployees(leaversFor(body, viewerOf(request))),
  }));
  route(app, e.employee, 'employeeSearchers', ({ params }, request) => service.employee(params.id, viewerOf(request)));
  route(app, e.admin, 'adminOnly', ({ params }) => service.admin(params.id));
};
