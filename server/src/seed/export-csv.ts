import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toCsv } from '../modules/imports/write-csv';
import { employeesTable, studentsTable } from './people-rows';
import { planUniversity, type PlanOptions } from './plan';

/**
 * Writes the planned people as the import's two files, students.csv and employees.csv, without
 * touching a database: importing them into an empty one gives the demo's people and groups.
 */
export async function exportDemoCsv(dir: string, opts: PlanOptions): Promise<{ students: string; employees: string; rows: { students: number; employees: number } }> {
  const plan = planUniversity(opts);
  const students = studentsTable(plan.students);
  const employees = employeesTable(plan.employees, plan.structure);
  await mkdir(dir, { recursive: true });
  const files = { students: join(dir, 'students.csv'), employees: join(dir, 'employees.csv') };
  await writeFile(files.students, toCsv(students));
  await writeFile(files.employees, toCsv(employees));
  return { ...files, rows: { students: students.rows.length, employees: employees.rows.length } };
}
