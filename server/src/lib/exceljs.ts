/**
 * exceljs and the two dozen packages under it (zip, streams, XML) are loaded at the first
 * spreadsheet, not at the start: most instances never write one, and loaded they hold about
 * 10 MB of an idle server's memory (issue 31 §5).
 */
export const loadExcelJS = async () => (await import('exceljs')).default;
