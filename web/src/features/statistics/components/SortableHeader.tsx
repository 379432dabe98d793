import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { StatisticsSort, StatisticsSortKey } from '../statistics-model';
import { useText } from '../i18n';
import classes from './StatisticsTable.module.css';

interface SortableHeaderProps {
  column: StatisticsSortKey;
  sort: StatisticsSort;
  onSort: (column: StatisticsSortKey) => void;
  numeric?: boolean;
  className?: string;
}

/** A column header that sorts by its column: a button (Enter, Space, click) inside a `th` that carries aria-sort. */
export function SortableHeader({ column, sort, onSort, numeric = false, className }: SortableHeaderProps) {
  const t = useText();
  const active = sort.key === column;
  const label = t(`columns.${column}`);
  const Icon = !active ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={numeric ? 'right' : undefined}
      className={className}
    >
      <UnstyledButton
        className={classes.sortButton}
        data-active={active || undefined}
        data-align={numeric ? 'end' : undefined}
        title={t('sortBy', { column: label })}
        onClick={() => onSort(column)}
      >
        <span>{label}</span>
        <Icon size={16} className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
