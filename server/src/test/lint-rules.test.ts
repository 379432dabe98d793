import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries eslint.config.js keeps (README: features, app/, shared/; only repositories query;
 * a server module is used through its index.ts, and the lower layers import no module).
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const boundaryRules = new Set(['local/import-boundaries', 'local/module-boundaries', 'no-restricted-imports']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/**
 * The boundary errors of `import … from specifier` in a file at `filePath` (the file itself need
 * not exist; what it imports must, since the rule compares where the import resolves to).
 */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  if (specifier.startsWith('.')) {
    const base = resolve(repoRoot, dirname(filePath), specifier);
    const found = ['', '.ts', '.tsx', '/index.ts'].some((ext) => existsSync(base + ext));
    if (!found)
      throw new Error(`${specifier} from ${filePath} resolves to nothing: pick an existing file for this test`);
  }
  const [result] = await eslint.lintText(`import * as imported from '${specifier}';\nexport const used = imported;\n`, {
    filePath: resolve(repoRoot, filePath),
  });
  return result!.messages
    .filter((m) => m.ruleId !== null && boundaryRules.has(m.ruleId))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('web boundaries', () => {
  it('refuses a feature importing another feature, whatever the relative path looks like', async () => {
    expect(await boundaryErrors('web/src/features/notifications/probe.ts', '../directory/api')).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/features/notifications/components/Probe.tsx', '../../../features/directory/api'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/features/notifications/components/Probe.tsx', '../../directory/i18n'),
    ).toHaveLength(1);
  });

  it('refuses a feature importing app/, and shared/ importing features or app/', async () => {
    expect(await boundaryErrors('web/src/features/notifications/probe.ts', '../../app/i18n')).toHaveLength(1);
    expect(await boundaryErrors('web/src/shared/ui/Probe.tsx', '../../features/directory/api')).toHaveLength(1);
    expect(await boundaryErrors('web/src/shared/ui/Probe.tsx', '../../app/i18n')).toHaveLength(1);
  });

  it('lets a feature import its own files, shared/, packages and the contract; app/ imports features', async () => {
    expect(
      await boundaryErrors('web/src/features/notifications/components/Probe.tsx', '../../../shared/ui/EmptyState'),
    ).toEqual([]);
    expect(await boundaryErrors('web/src/features/notifications/components/Probe.tsx', '../api')).toEqual([]);
    expect(await boundaryErrors('web/src/features/notifications/probe.ts', '@portal/contract')).toEqual([]);
    expect(await boundaryErrors('web/src/features/notifications/probe.ts', 'react')).toEqual([]);
    expect(await boundaryErrors('web/src/app/probe.ts', '../features/directory')).toEqual([]);
    expect(await boundaryErrors('web/src/app/shell/Probe.tsx', '../../features/notifications/index')).toEqual([]);
  });

  it('refuses app/ importing a feature deeper than its index.ts', async () => {
    expect(await boundaryErrors('web/src/app/probe.ts', '../features/directory/api')).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/app/screens/probe.ts', '../../features/polls/components/PollListPage'),
    ).toHaveLength(1);
    expect(await boundaryErrors('web/src/app/shell/Probe.tsx', '../../features/auth/i18n')).toHaveLength(1);
  });
});

describe('server: only repositories query', () => {
  it('refuses drizzle-orm and the schema in routes, services, plugins and lib', async () => {
    expect(await boundaryErrors('server/src/modules/directory/routes.ts', 'drizzle-orm')).toHaveLength(1);
    expect(await boundaryErrors('server/src/modules/directory/service.ts', 'drizzle-orm/pg-core')).toHaveLength(1);
    expect(await boundaryErrors('server/src/modules/directory/service.ts', '../../db/schema')).toHaveLength(1);
    expect(await boundaryErrors('server/src/modules/imports/users.ts', '../../db/schema/university')).toHaveLength(1);
    expect(await boundaryErrors('server/src/plugins/security.ts', '../db/schema')).toHaveLength(1);
    expect(await boundaryErrors('server/src/lib/probe.ts', 'drizzle-orm')).toHaveLength(1);
  });

  it('lets repositories, db/ and the demo generator query', async () => {
    expect(await boundaryErrors('server/src/modules/directory/repository.ts', 'drizzle-orm')).toEqual([]);
    expect(await boundaryErrors('server/src/modules/directory/students-repository.ts', '../../db/schema')).toEqual([]);
    expect(await boundaryErrors('server/src/modules/directory/students.repository.ts', 'drizzle-orm/pg-core')).toEqual(
      [],
    );
    expect(await boundaryErrors('server/src/db/probe.ts', 'drizzle-orm')).toEqual([]);
    expect(await boundaryErrors('server/src/seed/probe.ts', '../db/schema')).toEqual([]);
  });
});

describe('server: a module is used through its index.ts', () => {
  it('refuses a module importing another module’s files, whatever the relative path looks like', async () => {
    expect(await boundaryErrors('server/src/modules/requests/probe.ts', '../directory/search-repository')).toHaveLength(
      1,
    );
    expect(
      await boundaryErrors('server/src/modules/imports/probe.ts', '../../modules/timetable/import-format'),
    ).toHaveLength(1);
    expect(await boundaryErrors('server/src/modules/notify/probe.test.ts', '../notifications/personal')).toHaveLength(
      1,
    );
    expect(await boundaryErrors('server/src/modules/polls/repository.ts', '../audience/repository')).toHaveLength(1);
  });

  it('refuses the top level, the CLIs and the tests’ helpers importing a module’s files', async () => {
    expect(await boundaryErrors('server/src/app.ts', './modules/auth/session-cache')).toHaveLength(1);
    expect(await boundaryErrors('server/src/cli/probe.ts', '../modules/operator/service')).toHaveLength(1);
    expect(await boundaryErrors('server/src/test/probe.ts', '../modules/polls/repository')).toHaveLength(1);
  });

  it('lets a module import its own files and another module’s index.ts', async () => {
    expect(await boundaryErrors('server/src/modules/requests/probe.ts', './repository')).toEqual([]);
    expect(await boundaryErrors('server/src/modules/requests/probe.ts', '../directory')).toEqual([]);
    expect(await boundaryErrors('server/src/modules/requests/probe.ts', '../directory/index')).toEqual([]);
    expect(await boundaryErrors('server/src/modules/polls/repository.ts', '../audience')).toEqual([]);
    expect(await boundaryErrors('server/src/app.ts', './modules/auth')).toEqual([]);
    expect(await boundaryErrors('server/src/test/probe.ts', '../modules/polls')).toEqual([]);
  });
});

describe('server: lib/, plugins/, db/, jobs/ and i18n/ import no module', () => {
  it('refuses them any module, its index.ts too', async () => {
    expect(await boundaryErrors('server/src/lib/probe.ts', '../modules/files/storage')).toHaveLength(1);
    expect(await boundaryErrors('server/src/lib/rows/probe.ts', '../../modules/imports')).toHaveLength(1);
    expect(await boundaryErrors('server/src/plugins/probe.ts', '../modules/auth')).toHaveLength(1);
    expect(await boundaryErrors('server/src/db/probe.test.ts', '../modules/timetable')).toHaveLength(1);
    expect(await boundaryErrors('server/src/jobs/probe.ts', '../modules/mail')).toHaveLength(1);
    expect(await boundaryErrors('server/src/i18n/probe.ts', '../modules/auth/repository')).toHaveLength(1);
  });

  it('lets i18n/ gather the modules’ dictionaries, and the lower layers import each other', async () => {
    expect(await boundaryErrors('server/src/i18n/probe.ts', '../modules/auth/i18n/ru')).toEqual([]);
    expect(await boundaryErrors('server/src/plugins/probe.ts', '../lib/http-error')).toEqual([]);
    expect(await boundaryErrors('server/src/lib/rows/probe.ts', '../../i18n')).toEqual([]);
  });
});
