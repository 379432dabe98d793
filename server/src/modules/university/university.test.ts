import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_RESOURCES } from '@portal/contract';
import { bearer, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { demoUniversity, loadUniversitySettings } from './settings';

const ownHelp = {
  offices: [
    {
      name: 'Служба поддержки',
      address: 'Корпус Б, кабинет 12',
      hours: 'круглосуточно',
      phone: null,
      email: 'help@poly.example',
    },
  ],
  feedback_url: 'https://poly.example/feedback',
};
const dir = mkdtempSync(join(tmpdir(), 'university-'));
const file = join(dir, 'university.json');
writeFileSync(
  file,
  JSON.stringify({
    name: 'Политехнический университет',
    email: { webmail_url: 'https://mail.poly.example' },
    library_links: { lan: 'https://lan.poly.example' },
    sign_in_help: ownHelp,
  }),
);

const ctx = useTestApp({ universityFile: file }, async ({ database }) => {
  const f = factories(database.db);
  await f.employee((await f.user('u-employee@test.local')).id);
  await f.student((await f.user('u-student@test.local')).id);
});

describe('the university’s settings (issue 15 §4)', () => {
  it(
    'serves the file’s values over the demo’s: the info ' + 'to the signed-in, the eight library links to staff',
    async () => {
      const employee = bearer(await loginToken(ctx.app, 'u-employee@test.local'));
      const info = (await ctx.app.inject({ url: '/api/university', headers: employee })).json().result;
      expect(info.name).toBe('Политехнический университет');
      expect(info.email.webmail_url).toBe('https://mail.poly.example');
      expect(info.email.office365_url).toBe(demoUniversity.email.office365_url);
      expect(info.email.activation_hours).toBe(3);
      expect(info.digital_services).toHaveLength(2);
      expect(info).not.toHaveProperty('library_links');
      const library = (await ctx.app.inject({ url: '/api/library', headers: employee })).json().result;
      expect(Object.keys(library).sort()).toEqual([...LIBRARY_RESOURCES].sort());
      expect(library.lan).toBe('https://lan.poly.example');
      const student = bearer(await loginToken(ctx.app, 'u-student@test.local'));
      expect((await ctx.app.inject({ url: '/api/library', headers: student })).statusCode).toBe(403);
    },
  );

  it("gives the sign-in screen's help from the settings to anybody, before sign-in (issue 29 §11)", async () => {
    const config = (await ctx.app.inject({ url: '/api/config' })).json().result;
    expect(config.help).toEqual(ownHelp);
    const employee = bearer(await loginToken(ctx.app, 'u-employee@test.local'));
    const info = (await ctx.app.inject({ url: '/api/university', headers: employee })).json().result;
    expect(info).not.toHaveProperty('sign_in_help');
  });

  it('refuses a file that is not JSON or not of the shape, saying where', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ name: ');
    expect(() => loadUniversitySettings(bad)).toThrow(/UNIVERSITY_FILE: не удалось прочитать/);
    writeFileSync(bad, JSON.stringify({ email: { webmail_url: 'не адрес', activation_hours: 0 } }));
    expect(() => loadUniversitySettings(bad)).toThrow(
      /email\.webmail_url.*email\.activation_hours|email\.activation_hours.*email\.webmail_url/,
    );
    expect(loadUniversitySettings(null)).toBe(demoUniversity);
  });
});
