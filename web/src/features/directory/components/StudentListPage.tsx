import { Stack, Switch } from '@mantine/core';
import type { Student, StudentFilter } from '@portal/contract';
import { useState } from 'react';
import { useSyncedSearch } from '../../../shared/lib/use-debounced-search';
import { usePageWithin, useUrlState } from '../../../shared/lib/use-url-state';
import { SearchField } from '../../../shared/ui/SearchField';
import { useStudent, useStudentList } from '../api';
import {
  chosenFieldCount,
  emptyFilterForm,
  filterFormOf,
  toStudentFilter,
  type StudentFilterForm,
} from '../../../shared/student-filter/form';
import { studentListParams } from '../filter';
import { useText } from '../i18n';
import { FilterPanel } from '../../../shared/ui/FilterPanel';
import { GroupSelect } from './GroupSelect';
import { PeopleList } from './PeopleList';
import { PersonPanel } from './PersonPanel';
import { StudentDetails, type StudentView } from './StudentDetails';
import { StudentFacetFilter } from './StudentFacetFilter';

/**
 * «Список студентов»: the admin's (000 §2, faceted filter, record book, phone, sign-in as the
 * student) and the employee's (002, a group filter, no contacts but e-mail). The search asks as
 * one types; the filter's draft applies with «Применить». The search, the applied filter and the
 * page live in the address: Back, a reload or a link show the same page. Typing replaces the
 * address; applying the filter and turning a page add a history entry.
 */
export function StudentListPage({ view }: { view: StudentView }) {
  const t = useText();
  const [url, setUrl] = useUrlState(studentListParams);
  const search = useSyncedSearch(url.search, (text) => setUrl({ search: text, page: 1 }, { replace: true }));
  const applied = filterFormOf(url);
  const appliedKey = JSON.stringify(applied);
  // «Показать выбывших» (issue 33): the admin's lists take in the people who left.
  const withLeft = (f: StudentFilter): StudentFilter =>
    view === 'admin' && url.left ? { ...f, include_left: true } : f;
  const filter = withLeft(toStudentFilter(applied, url.search));
  const list = useStudentList(filter, url.page);
  usePageWithin(url.page, list.isPlaceholderData ? undefined : list.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );

  // The draft starts as the applied filter and starts again whenever that changes (Back, a link).
  const [draft, setDraft] = useState<StudentFilterForm>(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }

  const [panelOpened, setPanelOpened] = useState(false);
  const [selected, setSelected] = useState<Student | null>(null);
  const student = useStudent(selected?.id ?? null, selected ?? undefined);

  const apply = () => setUrl({ ...draft, page: 1 });
  const reset = () => {
    setDraft(emptyFilterForm);
    setUrl({ ...emptyFilterForm, page: 1 });
  };

  return (
    <Stack gap="md" maw={1200}>
      <SearchField
        label={t('studentSearch')}
        placeholder={t('studentSearchPlaceholder')}
        value={search.value}
        onChange={search.setValue}
        onSubmit={search.flush}
      />
      {view === 'admin' && (
        <Switch
          label={t('showLeft')}
          checked={url.left}
          onChange={(event) => setUrl({ left: event.currentTarget.checked, page: 1 })}
        />
      )}
      {view === 'admin' ? (
        <StudentFacetFilter
          draft={draft}
          draftFilter={withLeft(toStudentFilter(draft, url.search))}
          onChange={setDraft}
          onApply={apply}
          onReset={reset}
        />
      ) : (
        <FilterPanel chosen={chosenFieldCount(draft)} onApply={apply} onReset={reset}>
          <GroupSelect
            value={draft.groups[0] ?? null}
            onChange={(group) => setDraft({ ...draft, groups: group === null ? [] : [group] })}
          />
        </FilterPanel>
      )}
      <PeopleList
        caption={t('studentsCaption')}
        list={list}
        extra={{
          header: t('columns.group'),
          cell: (row: Student) => row.group?.name ?? '',
          nowrap: true,
          underNameOnPhone: true,
        }}
        empty={t('studentsEmpty')}
        found={(count) => t('studentsFound', { count })}
        activeId={panelOpened ? (selected?.id ?? null) : null}
        onOpen={(row) => {
          setSelected(row);
          setPanelOpened(true);
        }}
        onPageChange={(next) => setUrl({ page: next })}
      />
      <PersonPanel
        title={t('studentPanel')}
        opened={panelOpened}
        onClose={() => setPanelOpened(false)}
        person={student}
      >
        {(data) => <StudentDetails student={data} view={view} />}
      </PersonPanel>
    </Stack>
  );
}

export const AdminStudentListPage = () => <StudentListPage view="admin" />;
export const EmployeeStudentListPage = () => <StudentListPage view="employee" />;
