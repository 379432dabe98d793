import type { InstituteStatistics } from '@portal/contract';
import type { StatisticsRow } from './repository';

const minorWords = new Set(['и', 'в', 'на', 'по', 'для', 'с', 'о', 'об', 'кафедра']);

/** "Кафедра информационных систем и технологий" → "ИСТ": kafedras have no short name of their own. */
export function abbreviate(name: string): string {
  const letters = name
    .split(/[\s-]+/)
    .filter((w) => w && !minorWords.has(w.toLowerCase()))
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return letters || name;
}

/** The rows of the query as the spec's tree: institutes with their kafedra rows. */
export function toTree(rows: StatisticsRow[]): InstituteStatistics[] {
  const institutes = new Map<number, InstituteStatistics>();
  for (const row of rows) {
    let institute = institutes.get(row.institute_id);
    if (!institute) {
      institute = {
        id: row.institute_id,
        name: row.institute_name,
        short_name: row.institute_short_name,
        total: 0,
        active: 0,
        kafedra: [],
      };
      institutes.set(row.institute_id, institute);
    }
    if (row.kafedra_id === null || row.kafedra_name === null) continue;
    institute.kafedra.push({
      id: row.kafedra_id,
      name: row.kafedra_name,
      short_name: abbreviate(row.kafedra_name),
      total: row.total,
      active: row.active,
    });
    institute.total += row.total;
    institute.active += row.active;
  }
  return [...institutes.values()];
}
