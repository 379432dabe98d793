import type { Table } from '../../lib/rows/validate-rows';

const needsQuotes = /[",;\r\n]|^\s|\s$/;
const quoted = (cell: string) => (needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * A table as a CSV file the import reads back: comma-separated, UTF-8 with a BOM so that Excel
 * opens it in the right encoding.
 */
export function toCsv(table: Table): string {
  const lines = [table.header, ...table.rows.map((r) => r.cells)].map((cells) => cells.map(quoted).join(','));
  return `\uFEFF${lines.join('\n')}\n`;
}
