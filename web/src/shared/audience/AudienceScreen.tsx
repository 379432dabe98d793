import { Alert, Button, Group, MultiSelect, Stack, Tabs, Text } from '@mantine/core';
import type { AudienceFilter } from '@portal/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { russianOptionsFilter } from '../lib/russian-search';
import { useStudentFacets } from '../student-filter/api';
import { StudentFilterFields } from '../student-filter/StudentFilterFields';
import { AutoGrid } from '../ui/AutoGrid';
import { LabelledSegments } from '../ui/LabelledSegments';
import { selfScrollingListbox } from '../ui/listbox';
import { VerifiedCheckbox } from '../ui/VerifiedCheckbox';
import { countAudience, useDepartments, useWorkTypes } from './api';
import {
  categoryOf,
  emptyEmployeeAudience,
  emptyStudentAudience,
  employeeAudienceFilter,
  employeeAudienceOf,
  ppsOf,
  studentAudienceFilter,
  studentAudienceOf,
  type AudienceType,
  type Category,
  type EmployeeAudienceForm,
  type StudentAudienceForm,
} from './form';
import { PersonSearch } from './PersonSearch';
import { useText } from './i18n';
import { emptyOption } from '../ui/EmptyOption';

interface AudienceScreenProps {
  /** The audience saved before, if any. */
  value: AudienceFilter | null | undefined;
  onSave: (filter: AudienceFilter) => void;
  onCancel?: () => void;
  /** A sent notification's or a published poll's audience: shown, not changed. */
  readOnly?: boolean;
}

const categories: readonly Category[] = ['all', 'employees', 'teachers'];

/**
 * The audience screen (001 §2), shared by notifications and polls: students by the directory's
 * faceted filter, or employees by category, employment type and subdivision, either narrowed to
 * people picked by name. «Посчитать» asks how many the filter finds now; Save needs the tick.
 */
export function AudienceScreen({ value, onSave, onCancel, readOnly = false }: AudienceScreenProps) {
  const t = useText();
  const [type, setType] = useState<AudienceType>(value?.type ?? 'student');
  const [student, setStudent] = useState<StudentAudienceForm>(() =>
    studentAudienceOf(value?.type === 'student' ? value.data : undefined),
  );
  const [employee, setEmployee] = useState<EmployeeAudienceForm>(() =>
    employeeAudienceOf(value?.type === 'employee' ? value.data : undefined),
  );
  const [verified, setVerified] = useState(false);
  const [verifyError, setVerifyError] = useState(false);
  const [count, setCount] = useState<{ state: 'idle' | 'counting' | 'failed' } | { state: 'done'; count: number }>({
    state: 'idle',
  });

  const filter: AudienceFilter =
    type === 'student'
      ? { type, data: studentAudienceFilter(student) }
      : { type, data: employeeAudienceFilter(employee) };
  const changed = () => {
    setCount({ state: 'idle' });
    setVerified(false);
  };
  const switchTab = (next: string | null) => {
    if (next !== 'student' && next !== 'employee') return;
    // 001 §4: a tab switch resets the filter to that type's default shape.
    setType(next);
    setStudent(emptyStudentAudience);
    setEmployee(emptyEmployeeAudience);
    changed();
  };
  const countNow = async () => {
    setCount({ state: 'counting' });
    try {
      const answer = await countAudience(filter);
      setCount({ state: 'done', count: answer.count });
    } catch {
      setCount({ state: 'failed' });
    }
  };
  const save = () => {
    if (!verified) {
      setVerifyError(true);
      return;
    }
    onSave(filter);
  };

  return (
    <Stack gap="md">
      <Tabs value={type} onChange={switchTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="student" disabled={readOnly && type !== 'student'}>
            {t('tabs.student')}
          </Tabs.Tab>
          <Tabs.Tab value="employee" disabled={readOnly && type !== 'employee'}>
            {t('tabs.employee')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="student" pt="md">
          <StudentAudience
            form={student}
            readOnly={readOnly}
            onChange={(next) => {
              setStudent(next);
              changed();
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="employee" pt="md">
          <EmployeeAudience
            form={employee}
            readOnly={readOnly}
            onChange={(next) => {
              setEmployee(next);
              changed();
            }}
          />
        </Tabs.Panel>
      </Tabs>

      <Group gap="sm" align="center">
        <Button variant="light" onClick={() => void countNow()} loading={count.state === 'counting'}>
          {t('count')}
        </Button>
        <Text aria-live="polite" fw={500}>
          {count.state === 'done' && t(type === 'student' ? 'studentsFound' : 'employeesFound', { count: count.count })}
        </Text>
      </Group>
      {count.state === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {t('messages:developerError')}
        </Alert>
      )}

      {!readOnly && (
        <>
          <VerifiedCheckbox
            label={t('verified')}
            checked={verified}
            onChange={(checked) => {
              setVerified(checked);
              setVerifyError(false);
            }}
            error={verifyError ? t('required') : undefined}
          />
          <Group gap="sm">
            <Button onClick={save}>{t('save')}</Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('cancel')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

function StudentAudience({
  form,
  onChange,
  readOnly,
}: {
  form: StudentAudienceForm;
  onChange: (form: StudentAudienceForm) => void;
  readOnly: boolean;
}) {
  const t = useText();
  const facets = useStudentFacets(studentAudienceFilter(form));
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="sm">
        {facets.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t('messages:developerError')}
          </Alert>
        )}
        <StudentFilterFields
          form={form}
          onChange={(next) => onChange({ ...next, ids: form.ids })}
          facets={facets.data}
          formsAsCheckboxes
        />
        <PersonSearch
          type="student"
          value={form.ids}
          onChange={(ids) => onChange({ ...form, ids })}
          disabled={readOnly}
        />
      </Stack>
    </fieldset>
  );
}

function EmployeeAudience({
  form,
  onChange,
  readOnly,
}: {
  form: EmployeeAudienceForm;
  onChange: (form: EmployeeAudienceForm) => void;
  readOnly: boolean;
}) {
  const t = useText();
  const departments = useDepartments(form.pps);
  const workTypes = useWorkTypes();
  const failed = departments.isError || workTypes.isError;
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="sm">
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t('messages:developerError')}
          </Alert>
        )}
        <AutoGrid min={18} maxCols={2} gap="md" rowGap="sm">
          <LabelledSegments<Category>
            label={t('category')}
            disabled={readOnly}
            value={categoryOf(form.pps)}
            // 001 §4: another category resets the chosen departments (their list is another).
            onChange={(category) => onChange({ ...form, pps: ppsOf(category), departments: [] })}
            data={categories.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
          />
          <MultiSelect<number>
            label={t('workType')}
            placeholder={form.work_type.length === 0 ? t('any') : undefined}
            data={options(workTypes.data)}
            value={form.work_type}
            onChange={(work_type) => onChange({ ...form, work_type })}
            searchable
            filter={russianOptionsFilter}
            nothingFoundMessage={emptyOption(t('nothingToChoose'))}
            disabled={readOnly}
            {...selfScrollingListbox}
          />
          <MultiSelect<number>
            label={t('departments')}
            placeholder={form.departments.length === 0 ? t('any') : undefined}
            data={options(departments.data)}
            value={form.departments}
            onChange={(next) => onChange({ ...form, departments: next })}
            searchable
            filter={russianOptionsFilter}
            nothingFoundMessage={emptyOption(t('nothingToChoose'))}
            limit={100}
            disabled={readOnly}
            {...selfScrollingListbox}
          />
          <PersonSearch
            type="employee"
            value={form.ids}
            onChange={(ids) => onChange({ ...form, ids })}
            disabled={readOnly}
          />
        </AutoGrid>
      </Stack>
    </fieldset>
  );
}
