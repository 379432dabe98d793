import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { departmentsQuery, instituteItem, referenceItem, referenceQuery, success } from '@portal/contract';
import type { Access } from '../../plugins/auth';
import { responses, typed } from '../../lib/route';
import type { ReferenceRepository, ReferenceSearch } from './reference-repository';

const tags = ['Справочники'];
/** The lists feed the directory and audience filters: staff screens only, never students. */
export const staffAccess: Access = { accounts: ['admin', 'employee'] };

/** The reference lists of the filters (000 §7, 001 §7), each `{id, name}` items. */
export function referenceRoutes(app: FastifyInstance, repo: ReferenceRepository) {
  const r = typed(app);
  const plain: [string, string, (q: ReferenceSearch) => Promise<z.infer<typeof referenceItem>[]>][] = [
    ['/api/kafedres', 'Kafedras', repo.kafedres],
    ['/api/specialities', 'Specialities (code and name)', repo.specialities],
    ['/api/profiles', 'Profiles of the specialities', repo.profiles],
    ['/api/edu-forms', 'Education forms', repo.eduForms],
    ['/api/edu-levels', 'Education levels', repo.eduLevels],
    ['/api/groups', 'Groups: a live select, by search_string (2+ characters) or ids', repo.groups],
    ['/api/courses', 'Courses', repo.courses],
    ['/api/work-types', 'Work types of employees', repo.workTypes],
  ];
  for (const [url, summary, load] of plain) {
    r.get(
      url,
      { config: { access: staffAccess }, schema: { tags, summary, querystring: referenceQuery, response: responses(success(z.array(referenceItem))) } },
      async (request) => ({ success: true as const, result: await load(request.query) }),
    );
  }

  r.get(
    '/api/institutes',
    { config: { access: staffAccess }, schema: { tags, summary: 'Institutes', querystring: referenceQuery, response: responses(success(z.array(instituteItem))) } },
    async (request) => ({ success: true as const, result: await repo.institutes(request.query) }),
  );

  r.get(
    '/api/employee-departments',
    {
      config: { access: staffAccess },
      schema: { tags, summary: 'Departments of employees; is_edu_dep picks the teaching ones', querystring: departmentsQuery, response: responses(success(z.array(referenceItem))) },
    },
    async (request) => ({ success: true as const, result: await repo.departments(request.query) }),
  );
}
