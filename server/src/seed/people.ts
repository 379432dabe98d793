import type { AccountKey, PermissionKey, ScienceIds } from '@portal/contract';
import { HEAD_OF_KAFEDRA, institutes, kafedraStaffPosts, teachingPosts, type LevelKey, type WorkTypeKey } from './catalog';
import { externalId, IdSequence, mobilePhone, personalEmail, scienceIds, workPhone, type EmailBook, type RecordBooks } from './identifiers';
import { randomPerson, type Gender, type PersonName } from './names';
import { apportion, type Random } from './random';
import type { Department, Group, University } from './structure';

export interface UserPlan {
  email: string;
  passwordHash: string | null;
  person: PersonName;
  defaultAccount: AccountKey;
}

export interface StudentPlan {
  user: UserPlan;
  externalId: string;
  recordBookCode: string;
  groupId: number;
  isFree: boolean;
  isHeadman: boolean;
  personalEmail: string | null;
  phone: string | null;
}

export interface WorkPlan {
  departmentId: number;
  postId: number;
  workTypeId: number;
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
  isRequestManager: boolean;
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
export function planStudents(rng: Random, groups: readonly Group[], count: number, emails: EmailBook, books: RecordBooks): StudentPlan[] {
  const base = count >= groups.length ? 1 : 0;
  const extra = apportion(count - base * groups.length, groups.map((g) => g.capacity));
  const plans: StudentPlan[] = [];
  groups.forEach((group, i) => {
    const size = base + extra[i]!;
    const headman = rng.int(0, size - 1);
    for (let seat = 0; seat < size; seat++) {
      const person = randomPerson(rng, genderOf(rng, group.institute.femaleShare), 'student');
      const birthYear = group.admissionYear - ageAtAdmission[group.level] + rng.int(-1, 1);
      plans.push({
        user: { email: emails.student(person, group.admissionYear), passwordHash: null, person, defaultAccount: 'student' },
        externalId: externalId('st', plans.length + 1),
        recordBookCode: books.next(group.admissionYear, group.institute.letter),
        groupId: group.id,
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
const researchActivity = (post: string) => (post === 'Профессор' || post === HEAD_OF_KAFEDRA ? 1 : post === 'Доцент' ? 0.75 : 0.35);

/** Plans employees: where they work, on which posts, with which identifiers and flags. */
export class EmployeePlanner {
  private readonly kafedraWeights: Map<number, number>;
  private readonly officeWeights: Map<number, number>;
  private readonly timetables: IdSequence;

  constructor(
    private readonly rng: Random,
    private readonly uni: University,
    private readonly emails: EmailBook,
  ) {
    // Kafedras and offices differ in size; bigger institutes have bigger kafedras.
    this.kafedraWeights = new Map(uni.kafedraDepartments.map((d) => [d.id, institutes[d.instituteIndex!]!.weight * rng.float(0.6, 1.4)]));
    this.officeWeights = new Map(uni.officeDepartments.map((d) => [d.id, d.office!.weight * rng.float(0.7, 1.3)]));
    this.timetables = new IdSequence(rng, 10_000, 9);
  }

  post(name: string): number {
    const id = this.uni.postIds.get(name);
    if (id === undefined) throw new Error(`unknown post ${name}`);
    return id;
  }

  department(name: string): Department {
    const found = [...this.uni.kafedraDepartments, ...this.uni.officeDepartments].find((d) => d.name === name);
    if (!found) throw new Error(`unknown department ${name}`);
    return found;
  }

  work(department: Department, post: string, type: WorkTypeKey): WorkPlan {
    return { departmentId: department.id, postId: this.post(post), workTypeId: this.uni.workTypeIds[type] };
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
        const sameInstitute = this.uni.kafedraDepartments.filter((d) => d.instituteIndex === kafedra.instituteIndex && d.id !== kafedra.id);
        add(rng.pick(sameInstitute), rng.pick(['Доцент', 'Старший преподаватель', 'Ассистент']), 'internal');
      }
    } else if (role === 'kafedraStaff') {
      const kafedra = this.pickKafedra();
      add(kafedra, rng.pick(kafedraStaffPosts), 'main');
      if (rng.chance(0.12)) add(kafedra, 'Ассистент', 'internal');
    } else {
      office = rng.weighted(this.uni.officeDepartments, (d) => this.officeWeights.get(d.id)!);
      const spec = office.office!;
      add(office, rng.pick(spec.posts), rng.chance(0.05) ? 'external' : 'main');
      if (works[0]!.workTypeId === this.uni.workTypeIds.main && rng.chance(0.08)) {
        add(this.pickKafedra(), rng.pick(['Старший преподаватель', 'Ассистент']), 'internal');
      }
    }

    const teaching = posts.filter((p) => teachingPosts.some((t) => t.name === p));
    const isPps = teaching.length > 0;
    const activity = Math.max(0, ...teaching.map(researchActivity));
    const email = this.emails.employee(person);
    return {
      user: { email, passwordHash: null, person, defaultAccount: 'employee' },
      externalId: externalId('emp', n),
      uuid: this.uuid(),
      email,
      phone: rng.chance(0.75) ? workPhone(rng) : null,
      isPps,
      timetableId: isPps && rng.chance(0.68) ? this.timetables.next() : null,
      science: isPps && rng.chance(0.2 + 0.5 * activity) ? scienceIds(rng, activity) : null,
      isRequestManager: !!office?.office?.servesRequests && rng.chance(0.07),
      isQuestionManager: !!office?.office?.answersStudents && rng.chance(0.06),
      works,
      permissions: [],
    };
  }

  private pickKafedra(): Department {
    return this.rng.weighted(this.uni.kafedraDepartments, (d) => this.kafedraWeights.get(d.id)!);
  }

  /**
   * Makes one employee of each department its head: a full-time teacher of a kafedra becomes
   * its Заведующий кафедрой, a full-time member of an office takes the office's head post.
   */
  appointHeads(plans: readonly EmployeePlan[]): void {
    const teaching = new Set(teachingPosts.map((p) => this.post(p.name)));
    const candidates = new Map<number, EmployeePlan[]>();
    for (const plan of plans) {
      const work = plan.works[0]!;
      if (work.workTypeId !== this.uni.workTypeIds.main) continue;
      const isKafedra = this.kafedraWeights.has(work.departmentId);
      if (isKafedra && !teaching.has(work.postId)) continue;
      candidates.set(work.departmentId, [...(candidates.get(work.departmentId) ?? []), plan]);
    }
    for (const department of [...this.uni.kafedraDepartments, ...this.uni.officeDepartments]) {
      const list = candidates.get(department.id);
      if (!list?.length) continue;
      const head = this.rng.pick(list);
      head.works[0]!.postId = this.post(department.office ? department.office.head : HEAD_OF_KAFEDRA);
      if (!department.office && !head.science && this.rng.chance(0.9)) head.science = scienceIds(this.rng, researchActivity(HEAD_OF_KAFEDRA));
    }
  }
}

export function planEmployees(planner: EmployeePlanner, count: number): EmployeePlan[] {
  const plans = Array.from({ length: count }, (_, i) => planner.plan(i + 1));
  planner.appointHeads(plans);
  return plans;
}
