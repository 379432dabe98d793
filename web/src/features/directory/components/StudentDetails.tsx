import { Anchor, Stack } from '@mantine/core';
import type { Student } from '@portal/contract';
import { fullName } from '../../../shared/lib/names';
import { DetailList, type DetailItem } from '../../../shared/ui/DetailList';
import { SignInAsButton } from '../../../shared/ui/SignInAsButton';
import { useText } from '../i18n';
import { Leaving, LeftBadge } from './Leaving';
import { PasswordReset } from './PasswordReset';

/** Admins see the record book, the phone and may sign in as the student (000); employees do not (002). */
export type StudentView = 'admin' | 'employee';

export function studentDetailItems(student: Student, view: StudentView, t: ReturnType<typeof useText>): DetailItem[] {
  const items: DetailItem[] = [
    { label: t('fullName'), value: fullName(student) },
    { label: t('gender'), value: t(`genders.${student.gender}`) },
    { label: t('course'), value: student.course === null ? null : String(student.course) },
    { label: t('eduForm'), value: student.edu_form?.name ?? null },
    { label: t('group'), value: student.group?.name ?? null },
    { label: t('institute'), value: student.group?.institute.name ?? null },
    { label: t('kafedra'), value: student.group?.kafedra.name ?? null },
    { label: t('headman'), value: student.is_headman ? t('yes') : t('no') },
  ];
  if (view === 'admin') {
    items.unshift({ label: t('recordBook'), value: student.student_record_book_code ?? null });
    items.push({
      label: t('phone'),
      value: student.phone ? (
        <Anchor inherit href={`tel:${student.phone.replace(/[^\d+]/g, '')}`}>
          {student.phone}
        </Anchor>
      ) : null,
    });
  }
  items.push({
    label: t('email'),
    value: student.email ? (
      <Anchor inherit href={`mailto:${student.email}`} style={{ overflowWrap: 'anywhere' }}>
        {student.email}
      </Anchor>
    ) : null,
  });
  return items;
}

export function StudentDetails({ student, view }: { student: Student; view: StudentView }) {
  const t = useText();
  // A person who left has no sign-in to enter or reset (issue 33).
  const left = student.left_at ?? null;
  return (
    <Stack gap="lg">
      {left && <LeftBadge leftAt={left} />}
      <DetailList items={studentDetailItems(student, view, t)} />
      {view === 'admin' && !left && <SignInAsButton userId={student.user_id} label={t('signInAsStudent')} />}
      {view === 'admin' && !left && <PasswordReset key={student.user_id} userId={student.user_id} />}
      {view === 'admin' && <Leaving key={`leaving-${student.user_id}`} userId={student.user_id} leftAt={left} />}
    </Stack>
  );
}
