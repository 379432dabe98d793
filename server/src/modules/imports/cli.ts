// npm run import -- <students|employees|timetable> <file> [--missing=deactivate]
// Imports a registrar's file into the database the server uses (DATABASE_URL, or the embedded one
// in DATA_DIR: stop the server first then, only one process may open it), in one transaction,
// and writes its update report.
import { readFile } from 'node:fs/promises';
import { importKinds, type ImportKind } from '@portal/contract';
import { loadConfig } from '../../config';
import { timetableRulesOf } from '../university';
import { databaseName, openForCommand } from '../../cli/database';
import { readCommandArgs, typedPath } from '../../lib/command-args';
import { plural } from '../../lib/rows/problems';
import { importService, type ImportOutcome, type MissingPeople } from './service';

const usage = `Использование: npm run import -- <students|employees|timetable> <файл> [--missing=deactivate]

  students    студенты: одна строка на студента
  employees   сотрудники: одна строка на должность (строки с одним external_id — один сотрудник)
  timetable   расписание семестра: одна строка на занятие или еженедельное правило

Файл — XLSX (первый лист) или CSV в UTF-8 с разделителем «,» или «;»; первая строка называет
столбцы (формат — в README, разделы «Импорт данных» и «Расписание»). Файл загружается целиком
или не загружается совсем; каждый запуск пишет отчёт обновления.

  --missing=deactivate   файл полный: студенты (сотрудники), которых в нём нет, выбыли
                         (вход закрыт, из списков и рассылок убраны; обращения и ответы остаются).
                         Без него отсутствующие в файле остаются как были. Выбытие отдельного
                         человека — столбец left_at с датой.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function readArgs(): { kind: ImportKind; file: string; missing: MissingPeople } {
  const { positionals, values } = readCommandArgs({
    usage,
    refuse: fail,
    options: { missing: { type: 'string', default: 'keep' } },
  });
  const [kind, file, ...rest] = positionals;
  if (!kind || !file || rest.length) fail('Нужно указать вид данных и файл.');
  if (!(importKinds as readonly string[]).includes(kind))
    fail(`Неизвестный вид данных «${kind}»: нужно students, employees или timetable.`);
  if (values.missing !== 'keep' && values.missing !== 'deactivate')
    fail(`Неизвестное значение --missing «${values.missing}»: нужно deactivate (или keep, по умолчанию).`);
  if (values.missing === 'deactivate' && kind === 'timetable')
    fail('--missing=deactivate — только для students и employees.');
  return { kind: kind as ImportKind, file: typedPath(file), missing: values.missing };
}

const args = readArgs();
let bytes: Buffer;
try {
  bytes = await readFile(args.file);
} catch (err) {
  const code = (err as { code?: string }).code;
  fail(
    code === 'ENOENT'
      ? `Файл не найден: ${args.file}`
      : code === 'EISDIR'
        ? `Это папка, а не файл: ${args.file}`
        : `Файл не читается: ${args.file}`,
  );
}

const config = loadConfig();
const database = await openForCommand(config, 'npm run import');
const where = databaseName(config);
try {
  await database.migrate();
  console.log(`База данных: ${where}. Импорт: ${args.file}…`);
  const timetable = {
    rules: timetableRulesOf(config.universityFile),
    timeZone: config.timeZone,
    publicUrl: config.publicUrl,
  };
  const service = importService(
    database.db,
    { error: ({ err }: { err?: unknown }) => console.error('Подробности для разработчика:', err) },
    timetable,
  );
  printOutcome(await service.importFile(args.kind, args.file, bytes, { missing: args.missing }));
} catch (err) {
  console.error('Импорт не выполнен: база данных недоступна или не отвечает.', err);
  process.exitCode = 1;
} finally {
  await database.close();
}

function printOutcome(outcome: ImportOutcome) {
  const { counts } = outcome;
  if (!counts) {
    console.error(`Не обновлено: ${outcome.name}. Данные не изменены.\n${outcome.exception}`);
    process.exitCode = 1;
    return;
  }
  const what =
    args.kind === 'timetable'
      ? `занятий новых: ${counts.created}, изменённых или отменённых: ${counts.updated}`
      : `людей новых: ${counts.created}, изменённых: ${counts.updated}` +
        (counts.leavers ? `, выбывших: ${counts.leavers.left}, вернувшихся: ${counts.leavers.returned}` : '');
  console.log(
    `Обновлено: ${outcome.name} за ${outcome.seconds} с — ${counts.rows} ` +
      `${plural(counts.rows, 'строка', 'строки', 'строк')}; ${what}, без изменений: ${counts.unchanged}.`,
  );
}
