import { planDemoPeople, type DemoPeople } from './demo-users';
import { EmailBook, RecordBooks } from './identifiers';
import { EmployeePlanner, planEmployees, planStudents, type EmployeePlan, type StudentPlan } from './people';
import { Random } from './random';
import { planStructure, type StructurePlan } from './structure';

export interface PlanOptions {
  students: number;
  employees: number;
  seed: number;
  /** The moment the data is generated for (admission years, sending dates). */
  now: Date;
}

/** The whole demo university before anything is stored: the same for the same options. */
export interface UniversityPlan {
  structure: StructurePlan;
  demo: DemoPeople;
  /** The demo sign-ins' records first, then the generated ones. */
  students: StudentPlan[];
  employees: EmployeePlan[];
}

/** About twenty students per group, and a few groups even for a tiny university. */
export const groupCountFor = (students: number) => Math.max(3, Math.round(students / 20));

/**
 * Plans the university from the seed. Each part draws from its own fork of the random stream,
 * so (for example) the employees do not change when the number of students does.
 */
export function planUniversity(opts: PlanOptions): UniversityPlan {
  const root = new Random(opts.seed);
  const structure = planStructure(root.fork('structure'), { groups: groupCountFor(opts.students), now: opts.now });
  const emails = new EmailBook();
  const books = new RecordBooks(root.fork('record-books'));
  const planner = new EmployeePlanner(root.fork('employees'), structure, emails);
  const demo = planDemoPeople({ groups: structure.groups, planner, emails, books });
  const students = planStudents(root.fork('students'), structure.groups, opts.students, emails, books);
  const employees = planEmployees(planner, opts.employees);
  return { structure, demo, students: [...demo.students, ...students], employees: [...demo.employees, ...employees] };
}
