import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database (PGlite) in DATA_DIR/pg may be open in one process only: a second one
 * writing the same files would damage them. The process that opens it (the server, or a command
 * such as `npm run import`) keeps its PID and name in DATA_DIR/database.pid while it runs; the
 * others refuse. A file left by a process that died is recognised (no such process) and taken over.
 */
export const LOCK_FILE = 'database.pid';

export interface Holder {
  pid: number;
  /** `server`, or the command, as `npm run admin`. */
  command: string;
}

export class DatabaseBusy extends Error {
  constructor(
    readonly holder: Holder,
    readonly lockPath: string,
  ) {
    super(busyMessage(holder, lockPath));
  }
}

export function busyMessage(holder: Holder, lockPath: string): string {
  const who =
    holder.command === 'server'
      ? `Сервер запущен на этой базе (PID ${holder.pid}): остановите его и повторите.`
      : `Базу сейчас занимает команда «${holder.command}» (PID ${holder.pid}): дождитесь её окончания и повторите.`;
  return `${who}\nЕсли этого процесса точно нет, удалите файл ${lockPath}.`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | null {
  try {
    const [pid, ...command] = readFileSync(path, 'utf8').trim().split(' ');
    const n = Number(pid);
    return Number.isSafeInteger(n) && n > 0 ? { pid: n, command: command.join(' ') || 'server' } : null;
  } catch {
    return null;
  }
}

/** The live process that holds the embedded database of `dataDir`, if any (not this one). */
export function databaseHolder(dataDir: string): Holder | null {
  const holder = readHolder(join(dataDir, LOCK_FILE));
  return holder && holder.pid !== process.pid && alive(holder.pid) ? holder : null;
}

/**
 * Takes the embedded database of `dataDir` for this process, or throws DatabaseBusy. The answer
 * gives it back (also done when the process exits).
 */
export function claimDatabase(dataDir: string, command: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  // Written whole beside it, then linked into place: link() fails when the file exists, so of two
  // processes claiming at once one wins, and nobody reads a half-written file.
  const draft = join(dataDir, `${LOCK_FILE}.${process.pid}`);
  writeFileSync(draft, `${process.pid} ${command}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, path);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw err;
        const holder = readHolder(path);
        if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new DatabaseBusy(holder, path);
        rmSync(path, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}
