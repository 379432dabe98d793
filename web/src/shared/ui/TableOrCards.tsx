import {
  Paper,
  Stack,
  Table,
  type MantineSpacing,
  type TableProps,
  type TableTdProps,
  type TableThProps,
} from '@mantine/core';
import type { Key, MouseEvent, ReactNode } from 'react';
import { useCards } from './use-cards';
import classes from './TableOrCards.module.css';

/** A column of the table: its header and what each row shows in it. */
export interface Column<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** The cells' own props: a class, `ta`, `w`, `visibleFrom`. */
  td?: TableTdProps;
  th?: TableThProps;
}

/** Extra attributes of a row and of its card: a class, `data-unread`, `data-active`. */
export type ItemAttributes = { className?: string } & { [data: `data-${string}`]: string | boolean | undefined };

export interface TableOrCardsProps<T> {
  items: readonly T[];
  /** The table's and the cards' list's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  /** What a card shows of an item, on a phone or beside a large low-vision font. */
  card: (item: T) => ReactNode;
  itemKey: (item: T) => Key;
  /** The room the columns need, in rem: with less (a phone, a large font) the items are cards. */
  minRem: number;
  /** The next page (or filter) loads over these items. */
  busy?: boolean;
  /** The table in a bordered frame (the work screens' lists). */
  framed?: boolean;
  /** A click anywhere on a row opens its item, as its link does (not on a link or a button, nor a selection). */
  onRowClick?: (item: T) => void;
  rowAttributes?: (item: T) => ItemAttributes;
  cardAttributes?: (item: T) => ItemAttributes;
  /** The room between the cards. */
  gap?: MantineSpacing;
  cardPadding?: MantineSpacing;
  table?: TableProps;
}

/**
 * A list of records as a table where its columns fit and as a card per record where they do not
 * (a phone, or a large low-vision font on a desktop): the one place of the «cards on a phone, a
 * table elsewhere» pattern. Both are named by `label` (a table, or a list of cards).
 */
export function TableOrCards<T>(props: TableOrCardsProps<T>) {
  const { ref, cards } = useCards(props.minRem);
  return <div ref={ref}>{cards ? <Cards {...props} /> : <RecordTable {...props} />}</div>;
}

const busyAttributes = (busy: boolean | undefined) => ({
  'aria-busy': busy || undefined,
  className: busy ? classes.busy : undefined,
});

function Cards<T>({
  items,
  label,
  card,
  itemKey,
  busy,
  cardAttributes,
  gap = 'sm',
  cardPadding = 'sm',
}: TableOrCardsProps<T>) {
  return (
    <Stack
      component="ul"
      gap={gap}
      className={`${classes.cards} ${busy ? classes.busy : ''}`}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {items.map((item) => (
        <Paper component="li" key={itemKey(item)} withBorder radius="md" p={cardPadding} {...cardAttributes?.(item)}>
          {card(item)}
        </Paper>
      ))}
    </Stack>
  );
}

function RecordTable<T>({
  items,
  label,
  columns,
  itemKey,
  busy,
  framed,
  onRowClick,
  rowAttributes,
  table,
}: TableOrCardsProps<T>) {
  const open = (event: MouseEvent, item: T) => {
    // A link or a button does its own; a selection of text is no click.
    if ((event.target as HTMLElement).closest('a, button') || window.getSelection()?.toString()) return;
    onRowClick?.(item);
  };
  const content = (
    <Table aria-label={label} {...busyAttributes(busy)} highlightOnHover verticalSpacing="sm" {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            <Table.Th key={i} {...column.th}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr
            key={itemKey(item)}
            {...rowAttributes?.(item)}
            onClick={onRowClick ? (event) => open(event, item) : undefined}
          >
            {columns.map((column, i) => (
              <Table.Td key={i} {...column.td}>
                {column.cell(item)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return framed ? (
    <Paper withBorder radius="md" className={classes.framed}>
      {content}
    </Paper>
  ) : (
    content
  );
}
