import { Anchor, Stack } from '@mantine/core';
import type { Student } from '@portal/contract';
import { fullName } from '../../../shared/lib/names';
import { directoryStrings as s } from '../strings';
import { DetailList, type DetailItem } from '../../../shared/ui/DetailList';
import { SignInAsButton } from '../../../shared/ui/SignInAsButton';
import { PasswordReset } from './PasswordReset';

/** Admins see the record book, the phone and may sign in as the student (000); employees do not (002). */
export type StudentView = 'admin' | 'employee';

export function studentDetailItems(student: Student, view: StudentView): DetailItem[] {
  const items: DetailItem[] = [
    { label: s.fullName, value: fullName(student) },
    { label: s.gender, value: s.genders[student.gender] },
    { label: s.course, value: student.course === null ? null : String(student.course) },
    { label: s.eduForm, value: student.edu_form?.name ?? null },
    { label: s.group, value: student.group?.name ?? null },
    { label: s.institute, value: student.group?.institute.name ?? null },
    { label: s.kafedra, value: student.group?.kafedra.name ?? null },
    { label: s.headman, value: student.is_headman ? s.yes : s.no },
  ];
  if (view === 'admin') {
    items.unshift({ label: s.recordBook, value: student.student_record_book_code ?? null });
    items.push({ label: s.phone, value: student.phone ? <Anchor inherit href={`tel:${student.phone.replace(/[^\d+]/g, '')}`}>{student.phone}</Anchor> : null });
  }
  items.push({ label: s.email, value: student.email ? <Anchor inherit href={`mailto:${student.email}`} style={{ overflowWrap: 'anywhere' }}>{student.email}</Anchor> : null });
  return items;
}

export function StudentDetails({ student, view }: { student: Student; view: StudentView }) {
  return (
    <Stack gap="lg">
      <DetailList items={studentDetailItems(student, view)} />
      {view === 'admin' && <SignInAsButton userId={student.user_id} label={s.signInAsStudent} />}
      {view === 'admin' && <PasswordReset key={student.user_id} userId={student.user_id} />}
    </Stack>
  );
}
