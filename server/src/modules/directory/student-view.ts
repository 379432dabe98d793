import type { Student } from '@portal/contract';
import type { Viewer } from '../../policy';
import type { StructureRow } from './directory-repository';
import type { StudentRow } from './students-repository';

/** What a student's group gives their answer: the course, form, level, speciality, profile and the group itself. */
export type StudentStructure = Pick<Student, 'course' | 'edu_form' | 'edu_level' | 'speciality' | 'profile' | 'group'>;

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** A group's part of its students' answers (no group: all null). */
export function structureOf(row: StructureRow): StudentStructure {
  return {
    course: row.course,
    edu_form: ref(row.edu_form_id, row.edu_form_name),
    edu_level: ref(row.edu_level_id, row.edu_level_name),
    speciality: ref(row.speciality_id, row.speciality_name),
    profile: ref(row.profile_id, row.profile_name),
    group:
      row.group_id !== null && row.group_name !== null && row.institute_id !== null && row.kafedra_id !== null
        ? {
            id: row.group_id,
            name: row.group_name,
            institute: {
              id: row.institute_id,
              name: row.institute_name ?? '',
              short_name: row.institute_short_name ?? '',
            },
            kafedra: { id: row.kafedra_id, name: row.kafedra_name ?? '' },
          }
        : null,
  };
}

/** A group's part of its students' answers, and the same as JSON object members (without the braces). */
export interface GroupPart {
  structure: StudentStructure;
  json: string;
}

export const groupPart = (structure: StudentStructure): GroupPart => ({
  structure,
  json: JSON.stringify(structure).slice(1, -1),
});

/** A student without a group. */
export const noGroup = groupPart({
  course: null,
  edu_form: null,
  edu_level: null,
  speciality: null,
  profile: null,
  group: null,
});

/** A student as the directory answers them; the record book and phone for an admin only. */
export function toStudent(row: StudentRow, structure: StudentStructure, viewer: Viewer): Student {
  const student: Student = {
    id: row.id,
    uuid: row.uuid,
    user_id: row.user_id,
    surname: row.surname,
    name: row.name,
    patronymic: row.patronymic,
    gender: row.gender,
    ...structure,
    is_free: row.is_free,
    is_headman: row.is_headman,
    email: row.email,
  };
  if (viewer === 'admin') {
    student.student_record_book_code = row.record_book_code;
    student.phone = row.phone;
    student.left_at = row.left_at?.toISOString() ?? null;
  }
  return student;
}
