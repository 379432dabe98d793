import { Stack, Switch } from '@mantine/core';
import type { EmployeeListItem } from '@portal/contract';
import { useState } from 'react';
import { useSyncedSearch } from '../../../shared/lib/use-debounced-search';
import { pageParam, textParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { SearchField } from '../../../shared/ui/SearchField';
import { useEmployee, useEmployeeList } from '../api';
import { switchParam } from '../filter';
import { useText } from '../i18n';
import { EmployeeDetails } from './EmployeeDetails';
import { PeopleList } from './PeopleList';
import { PersonPanel } from './PersonPanel';

const employeeListParams: UrlParams<{ search: string; page: number; left: boolean }> = {
  search: textParam(),
  page: pageParam,
  left: switchParam,
};

/**
 * «Список сотрудников» (000 §2): search by surname, ID, ФИО, E-mail, the employee's panel;
 * «Показать выбывших» takes in those who left (issue 33). The search, the switch and the page live
 * in the address, as on the student list.
 */
export function EmployeeListPage() {
  const t = useText();
  const [url, setUrl] = useUrlState(employeeListParams);
  const search = useSyncedSearch(url.search, (text) => setUrl({ search: text, page: 1 }, { replace: true }));
  const list = useEmployeeList(url.search, url.page, url.left);
  usePageWithin(url.page, list.isPlaceholderData ? undefined : list.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );

  const [panelOpened, setPanelOpened] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const employee = useEmployee(selectedId);

  return (
    <Stack gap="md" maw={1200}>
      <SearchField
        label={t('employeeSearch')}
        placeholder={t('employeeSearchPlaceholder')}
        value={search.value}
        onChange={search.setValue}
        onSubmit={search.flush}
      />
      {/* The screen is the admins' (issue 33): those who left are listed on request, marked. */}
      <Switch
        label={t('showLeft')}
        checked={url.left}
        onChange={(event) => setUrl({ left: event.currentTarget.checked, page: 1 })}
      />
      <PeopleList
        caption={t('employeesCaption')}
        list={list}
        extra={{ header: t('columns.email'), cell: (row: EmployeeListItem) => row.email ?? '', underNameOnPhone: true }}
        empty={t('employeesEmpty')}
        found={(count) => t('employeesFound', { count })}
        activeId={panelOpened ? selectedId : null}
        onOpen={(row) => {
          setSelectedId(row.id);
          setPanelOpened(true);
        }}
        onPageChange={(next) => setUrl({ page: next })}
      />
      <PersonPanel
        title={t('employeePanel')}
        opened={panelOpened}
        onClose={() => setPanelOpened(false)}
        person={employee}
      >
        {(data) => <EmployeeDetails employee={data} />}
      </PersonPanel>
    </Stack>
  );
}
