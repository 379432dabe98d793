// Polls at scale (issue 13 §8): 500 respondents at once submitting their answers to a poll of
// every student of a university of 100,000, each answer stored once; then the xlsx report of all
// those answers (a job), timed with the server's resident memory.
// npm run bench:polls -- [--students 100000] [--respondents 50000] [--connections 500]
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { adminCaller } from './lib/admin-call';
import { benchDatabase, serverUrl, sizeOf } from './lib/database';
import { load, loadBaseline, report } from './lib/load';
import { timeReport } from './lib/report-job';
import { startBaseline, startPortal } from './lib/servers';
import { sqlOn } from './lib/sql';
import { openStudentPoll } from './lib/student-poll';
import { adminToken, sessionTokens } from './lib/sessions';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '100000' },
    employees: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '20261124' },
    respondents: { type: 'string', default: '50000' },
    connections: { type: 'string', default: '500' },
  },
});
const connections = Number(values.connections);
const NAME = 'Нагрузочный опрос';

const databaseUrl = await benchDatabase(serverUrl, sizeOf(values));
const sql = sqlOn(databaseUrl);
await sql('delete from polls where name = $1', [NAME]);
const admin = { authorization: `Bearer ${await adminToken(databaseUrl)}` };
const tokens = await sessionTokens(databaseUrl, Number(values.respondents), 'students');
const [baseline, portal] = await Promise.all([startBaseline(databaseUrl, 3995), startPortal(databaseUrl, 3996)]);
const call = adminCaller(portal.url, admin);

try {
  const poll = await openStudentPoll(call, NAME);
  const resultsPath = `/api/my/polls/${poll.uuid}/results`;

  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  const base = await loadBaseline(baseline, connections, 10, { cpu: false });
  // Each request a different respondent, each once.
  const submit = await load({
    name: `${connections} respondents at once`,
    url: `${portal.url}${resultsPath}`,
    method: 'POST',
    connections,
    seconds: 120,
    amount: tokens.length,
    request: (i) => ({ headers: { authorization: `Bearer ${tokens[i % tokens.length]}` }, body: poll.answers(i) }),
  });
  const [stored] = await sql<{ results: number; answers: number; twice: number }>(
    `select (select count(*)::int from poll_results r join polls p on p.id = r.poll_id where p.uuid = $1)
              as results,
            (select count(*)::int from poll_answers a join polls p on p.id = a.poll_id where p.uuid = $1)
              as answers,
            (select count(*)::int from (select user_id from poll_results r join polls p on p.id = r.poll_id
              where p.uuid = $1 group by user_id having count(*) > 1) t) as twice`,
    [poll.uuid],
  );
  console.log(
    `\nОпрос всем студентам (${poll.audienceTotal}): ${submit.requests} ответов отправлено, ${submit.non2xx} ` +
      `отказов; сохранено результатов ${stored!.results}, ответов на вопросы ${stored!.answers}, дважды — ` +
      `${stored!.twice}`,
  );
  report([submit], base);

  console.log(`\nОтчет по ${stored!.results} ответам (от вызова до «Скачать»):`);
  const made = await timeReport(portal, admin, {
    generate: `/api/polls/${poll.uuid}/reports/generate`,
    list: `/api/polls/${poll.uuid}/reports?page=1`,
    file: (id) => `/api/polls/${poll.uuid}/reports/${id}`,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(made.file);
  // The poll's name, comment and an empty row above the header; then a row per respondent.
  const rows = book.worksheets[0]!.rowCount - 4;
  console.log(
    `  ${made.seconds.toFixed(2)} с, файл ${(made.file.byteLength / 1024 / 1024).toFixed(1)} МиБ, строк ` +
      `ответов ${rows}; RSS сервера ${made.rssBefore.toFixed(0)} МиБ до, пик ${made.rssPeak.toFixed(0)} МиБ`,
  );
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
}
