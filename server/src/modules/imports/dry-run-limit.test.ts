import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, students, users } from '../../db/schema';
import { bearer, json, loginToken, multipartFile, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { importRepository } from './repository';
import { DryRunTimedOut, importService } from './service';
import { csv, student, studentColumns } from './test-files';

// The app reads the limit at each dry run: the tests change it between calls (IMPORT_DRY_RUN_SECONDS).
const limits = { dryRunLimitMs: 1 };
const ctx = useTestApp({ imports: limits }, async ({ database }) => {
  const f = factories(database.db);
  await f.admin((await f.user('admin@limit.local')).id);
});

const file = csv(
  Array.from({ length: 300 }, (_, i) => student(i + 1, { group: `ИВТ-24-${(i % 10) + 1}` })),
  { columns: studentColumns },
);

async function dryRun() {
  const body = multipartFile(
    'file',
    { name: 'students.csv', type: 'text/csv', content: file },
    {
      kind: 'students',
      dry_run: '1',
    },
  );
  const token = await loginToken(ctx.app, 'admin@limit.local');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/admin/import',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function snapshot() {
  const db = ctx.database.db;
  const n = async (table: typeof users | typeof students | typeof groups) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return { users: await n(users), students: await n(students), groups: await n(groups) };
}

const refusal = /^Проверка файла заняла больше [\d.]+ с и остановлена, данные не изменены\. .*npm run import\.$/;

describe('the dry run of the import from the browser is bounded in time (issue 30 §7)', () => {
  it('past its limit answers 422 in Russian and changes nothing', async () => {
    const before = await snapshot();
    limits.dryRunLimitMs = 1;
    const res = await dryRun();
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ success: false, message: expect.stringMatching(refusal) });
    expect(json(res).message).toContain('0.001 с');
    expect(await snapshot()).toEqual(before);
  });

  it('stops while it waits for another import, and leaves no transaction or lock behind', async () => {
    const before = await snapshot();
    // Another import's transaction holds the import's lock (on PGlite, the one connection) until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const other = ctx.database.db.transaction(async (tx) => {
      await importRepository(tx).lock();
      locked();
      await released;
    });
    await holding;

    // The service itself: on PGlite a request could not even sign in while the other transaction holds the connection.
    const started = performance.now();
    const stopped = importService(ctx.database.db).importFile('students', 'students.csv', file, {
      dryRun: true,
      timeLimitMs: 700,
    });
    await expect(stopped).rejects.toBeInstanceOf(DryRunTimedOut);
    expect(performance.now() - started).toBeLessThan(10_000);

    release();
    await other;
    // The stopped dry run rolled back: on PostgreSQL statement_timeout cancelled its wait for the lock; on PGlite its
    // transaction began once the other one ended and failed its first statement.
    expect(await snapshot()).toEqual(before);
    limits.dryRunLimitMs = 60_000;
    const again = await dryRun();
    expect(again.statusCode).toBe(200);
    expect(json(again).result.check).toMatchObject({
      ok: true,
      counts: { rows: 300, people: { created: 300, updated: 0, unchanged: 0 } },
    });
    expect(await snapshot()).toEqual(before);
  });
});
