import { passwordProblem } from '../modules/operator';
import { CliError } from './errors';

/** All of standard input (a pipe or a file), as text. */
async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The password of piped input: its first line, given once or twice (as a tool that asks twice is
 * fed: `printf 'pw\npw\n'`); a line's trailing CR is not part of it. Anything else is refused, so
 * that no line break ends up inside a password nobody could type.
 */
function pipedPassword(input: string, whose: string): string {
  const lines = input
    .replace(/\r?\n$/, '')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''));
  if (lines.every((line) => !line)) throw new CliError(`Пароль для ${whose} не получен: стандартный ввод пуст.`);
  if (lines.length > 2)
    throw new CliError(
      `Пароль для ${whose} не задан: из стандартного ввода ожидается одна строка с паролем ` +
        `или две одинаковые, а получено строк: ${lines.length}.`,
    );
  if (lines.length === 2 && lines[0] !== lines[1])
    throw new CliError(`Пароль для ${whose} не задан: вторая строка стандартного ввода не совпадает с первой.`);
  return lines[0]!;
}

/** The new password of piped input, checked as every new password is. */
export function passwordFromInput(input: string, whose: string): string {
  const password = pipedPassword(input, whose);
  const problem = passwordProblem(password);
  if (problem) throw new CliError(problem);
  return password;
}

/** Asks on the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (err?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      // Arrows and other keys that send escape sequences are not part of a password.
      if (chunk.startsWith('\u001b')) return;
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003') {
          finish(new CliError('Прервано.'));
          return;
        }
        if (ch === '\u0004') {
          if (!value) return finish(new CliError('Пароль не введён.'));
        } else if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    // Raw first: the terminal stops echoing before the prompt invites typing.
    input.setRawMode(true);
    input.setEncoding('utf8');
    process.stderr.write(prompt);
    input.resume();
    input.on('data', onData);
  });
}

const ATTEMPTS = 3;

/**
 * The new password: from standard input when it is not a terminal (a pipe, a file: `pipedPassword`),
 * otherwise asked twice without echo. It is never taken from the command line (the process list and the
 * shell's history would keep it).
 */
export async function readNewPassword(whose: string): Promise<string> {
  if (!process.stdin.isTTY) return passwordFromInput(await readPiped(), whose);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const password = await askHidden(`Новый пароль для ${whose}: `);
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await askHidden('Повторите пароль: ')) === password) return password;
    console.error('Пароли не совпадают.');
  }
  throw new CliError(`Пароль не задан: ${ATTEMPTS} попытки не удались.`);
}
