import type { AccountKey, PermissionKey, ScienceIds } from '@portal/contract';
import {
  HEAD_OF_KAFEDRA,
  institutes,
  kafedraStaffPosts,
  teachingPosts,
  type LevelKey,
  type WorkTypeKey,
} from './catalog';
import {
  externalId,
  IdSequence,
  mobilePhone,
  personalEmail,
  scienceIds,
  workPhone,
  type EmailBook,
  type RecordBooks,
} from './identifiers';
import { randomPerson, type Gender, type PersonName } from './names';
import { apportion, type Random } from './random';
import type { Department, Group, StructurePlan } from './structure';

export interface UserPlan {
  email: string;
  person: PersonName;
  /** The account the person signs in to; the import gives a new user the one of its file. */
  defaultAccount: AccountKey;
}

export interface StudentPlan {
  user: UserPlan;
  externalId: string;
  recordBookCode: string;
  group: Group;
  isFree: boolean;
  isHeadman: boolean;
  personalEmail: string | null;
  phone: string | null;
}

/** A position, by the names the employees' file uses. */
export interface WorkPlan {
  department: string;
  post: string;
  workType: WorkTypeKey;
}

export interface EmployeePlan {
  user: UserPlan;
  externalId: string;
  uuid: string;
  email: string;
  phone: string | null;
  isPps: boolean;
  timetableId: number | null;
  science: ScienceIds | null;
  isQuestionManager: boolean;
  works: WorkPlan[];
  permissions: PermissionKey[];
}

const genderOf = (rng: Random, femaleShare: number): Gender => (rng.chance(femaleShare) ? 'female' : 'male');

const ageAtAdmission: Record<LevelKey, number> = { bachelor: 18, specialist: 18, master: 22, postgraduate: 23 };

/** Budget places: most full-time students, fewer part-time ones, nearly all postgraduates (about 70% overall). */
function budgetShare(group: Group): number {
  if (group.level === 'postgraduate') return 0.9;
  return group.form === 'full' ? 0.78 : group.form === 'mixed' ? 0.45 : 0.4;
}

/**
 * Students spread over the groups by each group's capacity (every group gets at least one when
 * there are enough students), one headman per group.
 */
export function planStudents(
  rng: Random,
  groups: readonly Group[],
  count: number,
  emails: EmailBook,
  books: RecordBooks,
): StudentPlan[] {
  const base = count >= groups.length ? 1 : 0;
  const extra = apportion(
    count - base * groups.length,
    groups.map((g) => g.capacity),
  );
  const plans: StudentPlan[] = [];
  groups.forEach((group, i) => {
    const size = base + extra[i]!;
    const headman = rng.int(0, size - 1);
    for (let seat = 0; seat < size; seat++) {
      const person = randomPerson(rng, genderOf(rng, group.institute.femaleShare), 'student');
      const birthYear = group.admissionYear - ageAtAdmission[group.level] + rng.int(-1, 1);
      plans.push({
        user: { email: emails.student(person, group.admissionYear), person, defaultAccount: 'student' },
        externalId: externalId('st', plans.length + 1),
        recordBookCode: books.next(group.admissionYear, group.institute.letter),
        group,
        isFree: rng.chance(budgetShare(group)),
        isHeadman: seat === headman,
        personalEmail: rng.chance(0.8) ? personalEmail(rng, person, birthYear) : null,
        phone: rng.chance(0.92) ? mobilePhone(rng) : null,
      });
    }
  });
  return plans;
}

type Role = 'teacher' | 'kafedraStaff' | 'office';
const roles: readonly { role: Role; weight: number; femaleShare: number }[] = [
  { role: 'teacher', weight: 0.57, femaleShare: 0.48 },
  { role: 'kafedraStaff', weight: 0.09, femaleShare: 0.7 },
  { role: 'office', weight: 0.34, femaleShare: 0.68 },
];

/** How likely a teacher on this post has science identifiers, and how many. */
const researchActivity = (post: string) =>
  post === 'Профессор' || post === HEAD_OF_KAFEDRA ? 1 : post === 'Доцент' ? 0.75 : 0.35;

/** Plans employees: where they work, on which posts, with which identifiers and flags. */
export class EmployeePlanner {
  /** By department name; a department is a kafedra when it is here. */
  private readonly kafedraWeights: Map<string, number>;
  private readonly officeWeights: Map<string, number>;
  private readonly timetables: IdSequence;

  constructor(
    private readonly rng: Random,
    private readonly uni: StructurePlan,
    private readonly emails: EmailBook,
  ) {
    // Kafedras and offices differ in size; bigger institutes have bigger kafedras.
    this.kafedraWeights = new Map(
      uni.kafedraDepartments.map((d) => [d.name, institutes[d.instituteIndex!]!.weight * rng.float(0.6, 1.4)]),
    );
    this.officeWeights = new Map(uni.officeDepartments.map((d) => [d.name, d.office!.weight * rng.float(0.7, 1.3)]));
    this.timetables = new IdSequence(rng, 10_000, 9);
  }

  post(name: string): string {
    if (!this.uni.posts.has(name)) throw new Error(`unknown post ${name}`);
    return name;
  }

  /** Whether a department teaches (is a kafedra): the employees' file says so in department_is_edu. */
  isKafedra(department: string): boolean {
    return this.kafedraWeights.has(department);
  }

  department(name: string): Department {
    const found = [...this.uni.kafedraDepartments, ...this.uni.officeDepartments].find((d) => d.name === name);
    if (!found) throw new Error(`unknown department ${name}`);
    return found;
  }

  work(department: Department, post: string, type: WorkTypeKey): WorkPlan {
    return { department: department.name, post: this.post(post), workType: type };
  }

  nextTimetableId(): number {
    return this.timetables.next();
  }

  uuid(): string {
    return this.rng.uuid();
  }

  /** The usual employee: a teacher on a kafedra, a kafedra's engineer, or someone in an office. */
  plan(n: number): EmployeePlan {
    const { rng } = this;
    const { role, femaleShare } = rng.weighted(roles, (r) => r.weight);
    const person = randomPerson(rng, genderOf(rng, femaleShare), 'staff');
    const works: WorkPlan[] = [];
    const posts: string[] = [];
    const add = (department: Department, post: string, type: WorkTypeKey) => {
      works.push(this.work(department, post, type));
      posts.push(post);
    };
    let office: Department | null = null;

    if (role === 'teacher') {
      const kafedra = this.pickKafedra();
      const external = rng.chance(0.14);
      add(kafedra, rng.weighted(teachingPosts, (p) => p.weight).name, external ? 'external' : 'main');
      if (!external && rng.chance(0.18)) {
        const sameInstitute = this.uni.kafedraDepartments.filter(
          (d) => d.instituteIndex === kafedra.instituteIndex && d.name !== kafedra.name,
        );
        add(rng.pick(sameInstitute), rng.pick(['Доцент', 'Старший преподаватель', 'Ассистент']), 'internal');
      }
    } else if (role === 'kafedraStaff') {
      const kafedra = this.pickKafedra();
      add(kafedra, rng.pick(kafedraStaffPosts), 'main');
      if (rng.chance(0.12)) add(kafedra, 'Ассистент', 'internal');
    } else {
      office = rng.weighted(this.uni.officeDepartments, (d) => this.officeWeights.get(d.name)!);
      const spec = office.office!;
      add(office, rng.pick(spec.posts), rng.chance(0.05) ? 'external' : 'main');
      if (works[0]!.workType === 'main' && rng.chance(0.08)) {
        add(this.pickKafedra(), rng.pick(['Старший преподаватель', 'Ассистент']), 'internal');
      }
    }

    const teaching = posts.filter((p) => teachingPosts.some((t) => t.name === p));
    const isPps = teaching.length > 0;
    const activity = Math.max(0, ...teaching.map(researchActivity));
    const email = this.emails.employee(person);
    const uuid = this.uuid();
    const phone = rng.chance(0.75) ? workPhone(rng) : null;
    const timetableId = isPps && rng.chance(0.68) ? this.timetables.next() : null;
    const science = isPps && rng.chance(0.2 + 0.5 * activity) ? scienceIds(rng, activity) : null;
    // A draw that once chose request managers (the requests' responsibles are that now): kept, so
    // that the same seed still gives the same university.
    if (office?.office?.servesRequests) rng.chance(0.07);
    const isQuestionManager = !!office?.office?.answersStudents && rng.chance(0.06);
    return {
      user: { email, person, defaultAccount: 'employee' },
      externalId: externalId('emp', n),
      uuid,
      email,
      phone,
      isPps,
      timetableId,
      science,
      isQuestionManager,
      works,
      permissions: [],
    };
  }

  private pickKafedra(): Department {
    return this.rng.weighted(this.uni.kafedraDepartments, (d) => this.kafedraWeights.get(d.name)!);
  }

  /**
   * Makes one employee of each department its head: a full-time teacher of a kafedra becomes
   * its Заведующий кафедрой, a full-time member of an office takes the office's head post.
   */
  appointHeads(plans: readonly EmployeePlan[]): void {
    const teaching = new Set(teachingPosts.map((p) => this.post(p.name)));
    const candidates = new Map<string, EmployeePlan[]>();
    for (const plan of plans) {
      const work = plan.works[0]!;
      if (work.workType !== 'main') continue;
      if (this.isKafedra(work.department) && !teaching.has(work.post)) continue;
      candidates.set(work.department, [...(candidates.get(work.department) ?? []), plan]);
    }
    for (const department of [...this.uni.kafedraDepartments, ...this.uni.officeDepartments]) {
      const list = candidates.get(department.name);
      if (!list?.length) continue;
      const head = this.rng.pick(list);
      head.works[0]!.post = this.post(department.office ? department.office.head : HEAD_OF_KAFEDRA);
      if (!department.office && !head.science && this.rng.chance(0.9))
        head.science = scienceIds(this.rng, researchActivity(HEAD_OF_KAFEDRA));
    }
  }
}

export function planEmployees(planner: EmployeePlanner, count: number): EmployeePlan[] {
  const plans = Array.from({ length: count }, (_, i) => planner.plan(i + 1));
  planner.appointHeads(plans);
  return plans;
}
