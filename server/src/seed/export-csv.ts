import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toCsv } from '../modules/imports/write-csv';
import { employeesTable, studentsTable } from './people-rows';
import { planUniversity, type PlanOptions } from './plan';
import { demoTimetableOf } from './timetable';

/**
 * Writes the planned university as the import's files, students.csv, employees.csv and
 * timetable.csv, without touching a database: importing them in this order into an empty one
 * gives the demo's people, groups and semester.
 */
export async function exportDemoCsv(dir: string, opts: PlanOptions) {
  const plan = planUniversity(opts);
  const tables = {
    students: studentsTable(plan.students),
    employees: employeesTable(plan.employees, plan.structure),
    timetable: demoTimetableOf(plan, opts.seed, opts.now),
  };
  await mkdir(dir, { recursive: true });
  const files = {
    students: join(dir, 'students.csv'),
    employees: join(dir, 'employees.csv'),
    timetable: join(dir, 'timetable.csv'),
  };
  for (const kind of ['students', 'employees', 'timetable'] as const) await writeFile(files[kind], toCsv(tables[kind]));
  return {
    ...files,
    rows: {
      students: tables.students.rows.length,
      employees: tables.employees.rows.length,
      timetable: tables.timetable.rows.length,
    },
  };
}
