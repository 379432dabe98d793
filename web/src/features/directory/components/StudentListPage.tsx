import { Stack } from '@mantine/core';
import type { Student } from '@portal/contract';
import { useState } from 'react';
import { usePage } from '../../../shared/lib/use-page';
import { useDebouncedSearch } from '../../../shared/lib/use-debounced-search';
import { SearchField } from '../../../shared/ui/SearchField';
import { useStudent, useStudentList } from '../api';
import { chosenFieldCount, emptyFilterForm, toStudentFilter, type StudentFilterForm } from '../filter';
import { directoryStrings as s } from '../strings';
import { FilterPanel } from './FilterPanel';
import { GroupSelect } from './GroupSelect';
import { PeopleList } from './PeopleList';
import { PersonPanel } from './PersonPanel';
import { StudentDetails, type StudentView } from './StudentDetails';
import { StudentFacetFilter } from './StudentFacetFilter';

/**
 * «Список студентов»: the admin's (000 §2, faceted filter, record book, phone, sign-in as the
 * student) and the employee's (002, a group filter, no contacts but e-mail). The search asks as
 * one types; the filter's draft applies with «Применить».
 */
export function StudentListPage({ view }: { view: StudentView }) {
  const search = useDebouncedSearch();
  const [draft, setDraft] = useState<StudentFilterForm>(emptyFilterForm);
  const [applied, setApplied] = useState<StudentFilterForm>(emptyFilterForm);
  const filter = toStudentFilter(applied, search.search);
  const [page, setPage] = usePage(JSON.stringify(filter));
  const list = useStudentList(filter, page);

  const [panelOpened, setPanelOpened] = useState(false);
  const [selected, setSelected] = useState<Student | null>(null);
  const student = useStudent(selected?.id ?? null, selected ?? undefined);

  const apply = () => setApplied(draft);
  const reset = () => {
    setDraft(emptyFilterForm);
    setApplied(emptyFilterForm);
  };

  return (
    <Stack gap="md" maw={1200}>
      <SearchField
        label={s.studentSearch}
        placeholder={s.studentSearchPlaceholder}
        value={search.value}
        onChange={search.setValue}
        onSubmit={search.flush}
      />
      {view === 'admin' ? (
        <StudentFacetFilter draft={draft} draftFilter={toStudentFilter(draft, search.search)} onChange={setDraft} onApply={apply} onReset={reset} />
      ) : (
        <FilterPanel chosen={chosenFieldCount(draft)} onApply={apply} onReset={reset}>
          <GroupSelect value={draft.groups[0] ?? null} onChange={(group) => setDraft({ ...draft, groups: group ? [group] : [] })} />
        </FilterPanel>
      )}
      <PeopleList
        caption={s.studentsCaption}
        list={list}
        extra={{ header: s.columns.group, cell: (row: Student) => row.group?.name ?? '', nowrap: true }}
        empty={s.studentsEmpty}
        found={s.studentsFound}
        activeId={panelOpened ? (selected?.id ?? null) : null}
        onOpen={(row) => {
          setSelected(row);
          setPanelOpened(true);
        }}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
      <PersonPanel title={s.studentPanel} opened={panelOpened} onClose={() => setPanelOpened(false)} person={student}>
        {(data) => <StudentDetails student={data} view={view} />}
      </PersonPanel>
    </Stack>
  );
}

export const AdminStudentListPage = () => <StudentListPage view="admin" />;
export const EmployeeStudentListPage = () => <StudentListPage view="employee" />;
