import {
  WORKSHEET_MISSING_PAGE_SIZE,
  WORKSHEET_PAGE_SIZE,
  type PaginationMeta,
  type WorksheetCompletion,
  type WorksheetItem,
  type WorksheetMissingPerson,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import { pollsRepository, type PollRow } from './repository';
import { audienceOfPoll } from './service';
import { worksheetsRepository, type MissingScope } from './worksheets-repository';
import { t } from '../../i18n';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toItem = (r: PollRow): WorksheetItem => ({
  id: r.id,
  uuid: r.uuid,
  name: r.name,
  status: r.status,
  respondent_type: r.respondentType,
  audience_total: r.audienceTotal,
  completed: r.completed,
  opened_at: iso(r.openedAt),
  closed_at: iso(r.closedAt),
});

/** /anketa (README decision 9): the published worksheets, who of their audience has filled them in and who not. */
export function worksheetsService(db: Db) {
  /** A published worksheet and its audience; any other poll is not one. */
  const worksheetOf = async (ref: number | string) => {
    const row = await pollsRepository(db).byRef(ref);
    const audience = row && audienceOfPoll(row);
    if (!row || !row.isWorksheet || row.status === 'draft' || !audience) throw notFound(t('api:polls.notFound'));
    return { row, audience };
  };

  return {
    async list(page: number): Promise<{ items: WorksheetItem[]; meta: PaginationMeta }> {
      const { rows, total } = await pollsRepository(db).worksheetPage(
        WORKSHEET_PAGE_SIZE,
        offsetOf(page, WORKSHEET_PAGE_SIZE),
      );
      return { items: rows.map(toItem), meta: pageMeta(total, WORKSHEET_PAGE_SIZE, page) };
    },

    async completion(ref: number | string, institute?: number): Promise<WorksheetCompletion> {
      const { row, audience } = await worksheetOf(ref);
      const perInstitute = audience.type === 'student' && institute === undefined;
      const repo = worksheetsRepository(db);
      const { units, total, completed } = await repo.completion(
        row.id,
        audience,
        audience.type === 'student' ? institute : undefined,
      );
      const instituteName =
        audience.type === 'student' && institute !== undefined ? await repo.instituteName(institute) : null;
      const unnamed = audience.type === 'employee' ? t('api:worksheets.noDepartment') : t('api:worksheets.noUnit');
      return {
        level: audience.type === 'employee' ? 'department' : perInstitute ? 'institute' : 'group',
        institute: institute !== undefined && instituteName !== null ? { id: institute, name: instituteName } : null,
        total,
        completed,
        units: units.map((u) => ({ id: u.id, name: u.name ?? unnamed, total: u.total, completed: u.completed })),
      };
    },

    async missing(
      ref: number | string,
      page: number,
      scope: MissingScope,
    ): Promise<{ items: WorksheetMissingPerson[]; meta: PaginationMeta }> {
      const { row, audience } = await worksheetOf(ref);
      const { rows, total } = await worksheetsRepository(db).missing(
        row.id,
        audience,
        scope,
        WORKSHEET_MISSING_PAGE_SIZE,
        offsetOf(page, WORKSHEET_MISSING_PAGE_SIZE),
      );
      const unnamed = audience.type === 'employee' ? t('api:worksheets.noDepartment') : t('api:worksheets.noUnit');
      return {
        items: rows.map((r) => ({ ...r, units: r.units.map((u) => u ?? unnamed) })),
        meta: pageMeta(total, WORKSHEET_MISSING_PAGE_SIZE, page),
      };
    },
  };
}
