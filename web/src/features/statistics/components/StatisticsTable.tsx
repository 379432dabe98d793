import { ActionIcon, Badge, Table, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { InstituteStatistics, KafedraStatistics } from '@portal/contract';
import { IconChevronRight, IconEye, IconEyeOff } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/language';
import {
  formatCount,
  formatPercent,
  activationPercent,
  totalsOf,
  type StatisticsSort,
  type StatisticsSortKey,
} from '../statistics-model';
import { useText } from '../i18n';
import { SortableHeader } from './SortableHeader';
import classes from './StatisticsTable.module.css';

interface StatisticsTableProps {
  /** The rows to draw, already sorted (kafedra rows too). */
  institutes: InstituteStatistics[];
  hidden: ReadonlySet<number>;
  sort: StatisticsSort;
  onSort: (column: StatisticsSortKey) => void;
  onToggleHidden: (id: number) => void;
}

const kafedraRowId = (instituteId: number, kafedraId: number) => `statistics-kafedra-${instituteId}-${kafedraId}`;

/** Institutes with their kafedra rows under them; the «Итого» row sums the institutes that are not hidden. */
export function StatisticsTable({ institutes, hidden, sort, onSort, onToggleHidden }: StatisticsTableProps) {
  const t = useText();
  const language = useLanguage();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const totals = totalsOf(institutes.filter((institute) => !hidden.has(institute.id)));
  // Всего and Вошли в ЛК as a phone shows them under the name (CSS generated content, so it is not
  // read twice: a screen reader still has their own cells).
  const foldedCounts = ({ total, active }: { total: number; active: number }) =>
    t('foldedCounts', { total: formatCount(total, language), active: formatCount(active, language) });

  return (
    // On a phone or in a large font the table fits its width (Всего and Вошли в ЛК fold under the
    // name), so the minimum width is for wider tables only (see the module's CSS).
    <div className={classes.fit}>
      <Table.ScrollContainer minWidth={520} type="native" className={classes.scroll}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <SortableHeader column="name" sort={sort} onSort={onSort} className={classes.nameCell} />
              <SortableHeader column="total" sort={sort} onSort={onSort} numeric className={classes.foldable} />
              <SortableHeader column="active" sort={sort} onSort={onSort} numeric className={classes.foldable} />
              <SortableHeader column="percent" sort={sort} onSort={onSort} numeric />
              {/* relative: the hidden text's absolute box stays inside the scrolling table, not the page */}
              <Table.Th w={52} pos="relative" className={classes.visibilityCell}>
                <VisuallyHidden>{t('visibility')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {institutes.map((institute) => {
              const isHidden = hidden.has(institute.id);
              const isExpanded = expanded.has(institute.id);
              return (
                <Fragment key={institute.id}>
                  <Table.Tr className={classes.row} data-hidden={isHidden || undefined} data-institute={institute.id}>
                    <Table.Th scope="row" fw={600} className={classes.nameCell} data-counts={foldedCounts(institute)}>
                      {institute.kafedra.length > 0 ? (
                        <UnstyledButton
                          className={classes.expandButton}
                          aria-expanded={isExpanded}
                          aria-controls={institute.kafedra.map((k) => kafedraRowId(institute.id, k.id)).join(' ')}
                          onClick={() => toggleExpanded(institute.id)}
                        >
                          <IconChevronRight size={16} className={classes.chevron} aria-hidden />
                          <span>{institute.name}</span>
                        </UnstyledButton>
                      ) : (
                        <span className={classes.instituteName}>
                          <span className={classes.chevronSpace} />
                          <span>{institute.name}</span>
                        </span>
                      )}
                      {isHidden && (
                        <Badge ml="xs" size="sm" variant="light" color="gray" tt="none">
                          {t('hiddenMark')}
                        </Badge>
                      )}
                    </Table.Th>
                    <NumberCells row={institute} />
                    <Table.Td>
                      <VisibilityToggle
                        name={institute.name}
                        isHidden={isHidden}
                        onToggle={() => onToggleHidden(institute.id)}
                      />
                    </Table.Td>
                  </Table.Tr>
                  {isExpanded &&
                    institute.kafedra.map((kafedra) => (
                      <Table.Tr
                        key={kafedra.id}
                        id={kafedraRowId(institute.id, kafedra.id)}
                        className={`${classes.row} ${classes.kafedraRow}`}
                        data-hidden={isHidden || undefined}
                        data-kafedra={kafedra.id}
                      >
                        <Table.Th
                          scope="row"
                          className={`${classes.nameCell} ${classes.kafedraName}`}
                          data-counts={foldedCounts(kafedra)}
                        >
                          {kafedra.name}
                        </Table.Th>
                        <NumberCells row={kafedra} />
                        <Table.Td />
                      </Table.Tr>
                    ))}
                </Fragment>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" className={classes.nameCell} data-counts={foldedCounts(totals)}>
                {t('totalRow')}
              </Table.Th>
              <Table.Td className={`${classes.number} ${classes.foldable}`} fw={700}>
                {formatCount(totals.total, language)}
              </Table.Td>
              <Table.Td className={`${classes.number} ${classes.foldable}`} fw={700}>
                {formatCount(totals.active, language)}
              </Table.Td>
              <Table.Td className={classes.number} fw={700}>
                {formatPercent(totals.percent, language)}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

function NumberCells({ row }: { row: KafedraStatistics }) {
  const language = useLanguage();
  return (
    <>
      <Table.Td className={`${classes.number} ${classes.foldable}`}>{formatCount(row.total, language)}</Table.Td>
      <Table.Td className={`${classes.number} ${classes.foldable}`}>{formatCount(row.active, language)}</Table.Td>
      <Table.Td className={classes.number}>{formatPercent(activationPercent(row), language)}</Table.Td>
    </>
  );
}

function VisibilityToggle({ name, isHidden, onToggle }: { name: string; isHidden: boolean; onToggle: () => void }) {
  const t = useText();
  const label = isHidden ? t('showInstitute', { name }) : t('hideInstitute', { name });
  return (
    <Tooltip label={label} openDelay={400} withinPortal>
      <ActionIcon variant="subtle" color={isHidden ? 'university' : 'gray'} aria-label={label} onClick={onToggle}>
        {isHidden ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
