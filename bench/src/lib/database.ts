import pg from 'pg';
import { connectPostgres } from '../../../server/src/db/client';
import { seedDemo } from '../../../server/src/seed/demo';

export interface UniversitySize {
  students: number;
  employees: number;
  seed: number;
}

/** The PostgreSQL server the benchmarks make their databases on. */
export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The size a benchmark's --students, --employees and --seed ask for. */
export const sizeOf = (values: { students: string; employees: string; seed: string }): UniversitySize => ({
  students: Number(values.students),
  employees: Number(values.employees),
  seed: Number(values.seed),
});

/**
 * A PostgreSQL database holding a demo university of the given size, named after it, so that a
 * second run reuses it instead of seeding again. Returns its URL.
 */
export async function benchDatabase(serverUrl: string, size: UniversitySize): Promise<string> {
  const name = `portal_bench_${size.students}_${size.employees}_${size.seed}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 4);
  try {
    await database.migrate();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const seeded = (await client.query('select 1 from users limit 1')).rowCount === 1;
    await client.end();
    if (!seeded) {
      console.log(`Загрузка университета: ${size.students} студентов, ${size.employees} сотрудников…`);
      const summary = await seedDemo(database.db, size);
      console.log(`  готово за ${summary.seconds.toFixed(1)} с`);
      // As autovacuum leaves the tables a minute after a big import: the visibility map set, so
      // that index-only scans (the student list's) do not visit the table.
      const vacuum = new pg.Client({ connectionString: url.toString() });
      await vacuum.connect();
      await vacuum.query('vacuum analyze');
      await vacuum.end();
    } else {
      console.log(`База ${name} уже загружена: используется она.`);
    }
  } finally {
    await database.close();
  }
  return url.toString();
}
