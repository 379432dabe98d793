import { Stack } from '@mantine/core';
import type { EmployeeListItem } from '@portal/contract';
import { useState } from 'react';
import { usePage } from '../../../shared/lib/use-page';
import { useDebouncedSearch } from '../../../shared/lib/use-debounced-search';
import { SearchField } from '../../../shared/ui/SearchField';
import { useEmployee, useEmployeeList } from '../api';
import { directoryStrings as s } from '../strings';
import { EmployeeDetails } from './EmployeeDetails';
import { PeopleList } from './PeopleList';
import { PersonPanel } from './PersonPanel';

/** «Список сотрудников» (000 §2): search by surname, ID, ФИО, E-mail, the employee's panel. */
export function EmployeeListPage() {
  const search = useDebouncedSearch();
  const [page, setPage] = usePage(search.search);
  const list = useEmployeeList(search.search, page);

  const [panelOpened, setPanelOpened] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const employee = useEmployee(selectedId);

  return (
    <Stack gap="md" maw={1200}>
      <SearchField
        label={s.employeeSearch}
        placeholder={s.employeeSearchPlaceholder}
        value={search.value}
        onChange={search.setValue}
        onSubmit={search.flush}
      />
      <PeopleList
        caption={s.employeesCaption}
        list={list}
        extra={{ header: s.columns.email, cell: (row: EmployeeListItem) => row.email ?? '', underNameOnPhone: true }}
        empty={s.employeesEmpty}
        found={s.employeesFound}
        activeId={panelOpened ? selectedId : null}
        onOpen={(row) => {
          setSelectedId(row.id);
          setPanelOpened(true);
        }}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
      <PersonPanel title={s.employeePanel} opened={panelOpened} onClose={() => setPanelOpened(false)} person={employee}>
        {(data) => <EmployeeDetails employee={data} />}
      </PersonPanel>
    </Stack>
  );
}
