import { Box, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './AutoGrid.module.css';

interface AutoGridProps extends BoxProps {
  /** A column's least width in rem: as many columns as fit, so at 28 px (low vision) fewer than at 16. */
  min: number;
  /** At most this many columns, however wide the room. */
  maxCols?: number;
  gap?: MantineSpacing;
  rowGap?: MantineSpacing;
  component?: 'div' | 'ul';
  children: ReactNode;
}

const spacing = (value: MantineSpacing) =>
  typeof value === 'number' ? `${value}px` : `var(--mantine-spacing-${value})`;

/**
 * Equal columns, as many as the room holds at the page's font size. Breakpoints (Mantine's `cols={{ lg: 3 }}`) are
 * widths of the window in the browser's 16 px, so at the low-vision version's 28 px they keep three columns that the
 * text no longer fits (issue 29 §16); a rem in a grid track is the root's font size.
 */
export function AutoGrid({
  min,
  maxCols = 12,
  gap = 'md',
  rowGap,
  component = 'div',
  children,
  style,
  ...box
}: AutoGridProps) {
  const variables = {
    '--auto-grid-min': `${min}rem`,
    '--auto-grid-max-cols': maxCols,
    '--auto-grid-gap': spacing(gap),
    '--auto-grid-row-gap': spacing(rowGap ?? gap),
  } as CSSProperties;
  return (
    <Box component={component} className={classes.grid} style={[variables, style]} {...box}>
      {children}
    </Box>
  );
}

interface SideBySideProps {
  /** Each pane's least width in rem and its share of the room left: side by side while both fit, else one above. */
  panes: { min: number; grow: number; content: ReactNode; hidden?: boolean }[];
  maw?: number;
}

/** Two or more panes (a list and its form) side by side while each has its least width at the page's font size. */
export function SideBySide({ panes, maw }: SideBySideProps) {
  return (
    <Box className={classes.panes} maw={maw}>
      {panes.map((pane, index) => (
        <div
          key={index}
          className={classes.pane}
          style={{ flex: `${pane.grow} 1 ${pane.min}rem`, display: pane.hidden ? 'none' : undefined }}
        >
          {pane.content}
        </div>
      ))}
    </Box>
  );
}
