// npm run seed -- [--students N] [--employees N] [--seed N] [--reset | --export-csv DIR]
// Loads the demo university into the database the server uses (DATABASE_URL, or the embedded one
// in DATA_DIR). Stop the server first when it uses the embedded database: only one process may
// open it. With --export-csv it writes the demo's people as the import's files instead.
import { loadConfig } from '../config';
import { databaseName, openForCommand } from '../cli/database';
import { seedDemo, type SeedSummary } from './demo';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-users';
import { exportDemoCsv } from './export-csv';
import { filesOf } from '../modules/files';
import { readCommandArgs, typedPath } from '../lib/command-args';
import { plural } from '../lib/rows/problems';
import { hasData } from './reset';

const usage = `Использование: npm run seed -- [--students N] [--employees N] [--seed N] [--reset | --export-csv ПАПКА]

  --students N          число студентов (по умолчанию DEMO_STUDENTS)
  --employees N         число сотрудников (по умолчанию DEMO_EMPLOYEES)
  --seed N              зерно генератора: одно зерно — одни и те же данные (по умолчанию DEMO_SEED)
  --reset               очистить все таблицы с данными перед загрузкой
  --export-csv ПАПКА    не трогать базу, а записать студентов, сотрудников и расписание в ПАПКА/students.csv
                        , ПАПКА/employees.csv и ПАПКА/timetable.csv — в формате импорта (npm run import)`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function integer(value: string | undefined, fallback: number, flag: string, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min)
    fail(`Неверное значение ${flag}: «${value}» — нужно целое число${min === 0 ? ' не меньше 0' : ''}.`);
  return n;
}

const args = readCommandArgs({
  usage,
  refuse: fail,
  positionals: false,
  options: {
    students: { type: 'string' },
    employees: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'export-csv': { type: 'string' },
  },
}).values;

const config = loadConfig();
const opts = {
  students: integer(args.students, config.demo.students, '--students', 0),
  employees: integer(args.employees, config.demo.employees, '--employees', 0),
  seed: integer(args.seed, config.demo.seed, '--seed', Number.MIN_SAFE_INTEGER),
  reset: args.reset,
};

if (args['export-csv'] !== undefined) {
  if (opts.reset) fail('--reset и --export-csv вместе не имеют смысла: выгрузка не трогает базу.');
  const written = await exportDemoCsv(typedPath(args['export-csv']), { ...opts, now: new Date() });
  const rows = (n: number) => `${n} ${plural(n, 'строка', 'строки', 'строк')}`;
  console.log(
    `Записано: ${written.students} (${rows(written.rows.students)}), ${written.employees} ` +
      `(${rows(written.rows.employees)}), ${written.timetable} (${rows(written.rows.timetable)}).`,
  );
  console.log(
    `Загрузить их по порядку: npm run import -- employees ${written.employees}, npm run ` +
      `import -- students ${written.students}, npm run import -- timetable ${written.timetable}`,
  );
  process.exit(0);
}

const database = await openForCommand(config, 'npm run seed');
const where = databaseName(config);
try {
  await database.migrate();
  if (!opts.reset && (await hasData(database.db))) {
    console.error(
      `База данных (${where}) не пуста: демо-данные не загружены.\nЧтобы ` +
        `очистить её и загрузить демо-данные заново, запустите с флагом --reset.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `База данных: ${where}. Генерация: ${opts.students} студентов, ${opts.employees} ` +
        `сотрудников, зерно ${opts.seed}${opts.reset ? ', с очисткой' : ''}…`,
    );
    printSummary(
      await seedDemo(database.db, {
        ...opts,
        files: (await filesOf(config, database)).storageIn,
        timeZone: config.timeZone,
      }),
    );
  }
} catch (err) {
  console.error('Не удалось загрузить демо-данные:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}

function printSummary(s: SeedSummary) {
  const lines: [string, number][] = [
    ['институтов', s.institutes],
    ['кафедр', s.kafedras],
    ['направлений и специальностей', s.specialities],
    ['профилей', s.profiles],
    ['групп', s.groups],
    ['подразделений', s.departments],
    ['пользователей', s.users],
    ['студентов', s.students],
    ['сотрудников', s.employees],
    ['должностей сотрудников', s.works],
    ['уведомлений', s.notifications],
    ['получателей уведомлений', s.recipients],
    ['опросов', s.polls],
    ['обращений в поддержку', s.tickets],
    ['занятий в расписании', s.lessons],
  ];
  console.log(
    `Готово за ${s.seconds} с (структура ${s.steps.structure} с, генерация ${s.steps.planning} с, люди ` +
      `${s.steps.people} с, расписание ${s.steps.timetable} с, уведомления ${s.steps.notifications} с, ` +
      `обращения ${s.steps.tickets} с):`,
  );
  for (const [label, n] of lines) console.log(`  ${label}: ${n}`);
  console.log(`Демо-входы (пароль у всех: ${DEMO_PASSWORD}): ${Object.values(DEMO_LOGINS).join(', ')}`);
}
