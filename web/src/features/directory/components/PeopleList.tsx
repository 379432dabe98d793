import { Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '@portal/contract';
import { fullName } from '../../../shared/lib/names';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { useText } from '../i18n';
import { LeftBadge } from './Leaving';
import classes from './PeopleList.module.css';

interface Person {
  id: number;
  surname: string;
  name: string;
  patronymic: string | null;
  /** When the person left the university (issue 33): marked under the name. */
  left_at?: string | null;
}

/** The third column: Группа or E-mail. */
interface ExtraColumn<T> {
  header: string;
  cell: (person: T) => ReactNode;
  /** On a phone the column is hidden and its value is shown under the name. */
  underNameOnPhone?: boolean;
  /** Short values (a group) stay on one line; long ones (an e-mail) wrap anywhere. */
  nowrap?: boolean;
}

interface PeopleListProps<T extends Person> {
  caption: string;
  list: UseQueryResult<Page<T>>;
  extra: ExtraColumn<T>;
  empty: string;
  found: (count: number) => string;
  activeId: number | null;
  onOpen: (person: T) => void;
  onPageChange: (page: number) => void;
}

/**
 * A page of people: ID, ФИО and one more column; a row opens the person's panel, by mouse
 * anywhere on the row or by the name's button from the keyboard. Pages below.
 */
export function PeopleList<T extends Person>({
  caption,
  list,
  extra,
  empty,
  found,
  activeId,
  onOpen,
  onPageChange,
}: PeopleListProps<T>) {
  const t = useText();
  return (
    <PagedResults
      list={list}
      found={found}
      empty={empty}
      emptyIcon={IconUsersGroup}
      framed
      loading={{ rows: 8, height: 40 }}
      onPage={onPageChange}
    >
      {(items, busy) => (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table
            aria-label={caption}
            aria-busy={busy || undefined}
            className={busy ? classes.busy : undefined}
            highlightOnHover
            verticalSpacing="sm"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.id')}</Table.Th>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th visibleFrom={extra.underNameOnPhone ? 'sm' : undefined}>{extra.header}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((person) => (
                <Table.Tr
                  key={person.id}
                  className={classes.row}
                  data-active={person.id === activeId || undefined}
                  onClick={() => onOpen(person)}
                >
                  <Table.Td className={classes.id}>{person.id}</Table.Td>
                  <Table.Td>
                    <UnstyledButton
                      className={classes.name}
                      aria-haspopup="dialog"
                      onClick={(event) => {
                        // The row opens it too; once is enough.
                        event.stopPropagation();
                        onOpen(person);
                      }}
                    >
                      {fullName(person)}
                    </UnstyledButton>
                    {person.left_at && (
                      <div>
                        <LeftBadge leftAt={person.left_at} />
                      </div>
                    )}
                    {extra.underNameOnPhone && (
                      <Text size="sm" c="dimmed" hiddenFrom="sm" className={classes.extra}>
                        {extra.cell(person)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td
                    className={extra.nowrap ? classes.nowrap : classes.extra}
                    visibleFrom={extra.underNameOnPhone ? 'sm' : undefined}
                  >
                    {extra.cell(person)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </PagedResults>
  );
}
