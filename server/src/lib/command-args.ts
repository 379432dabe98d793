import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

const helpOption = { help: { type: 'boolean', short: 'h', default: false } } as const;

type Options = NonNullable<ParseArgsConfig['options']>;
type CommandArgs<O extends Options> = ReturnType<
  typeof parseArgs<{ options: O & typeof helpOption; strict: true; allowPositionals: boolean }>
>;

interface CommandArgsSpec<O extends Options> {
  /** What `--help` prints. */
  usage: string;
  /** Refuses a wrong argument: `message` is in Russian, without the usage. */
  refuse: (message: string) => never;
  options?: O;
  positionals?: boolean;
  /** process.argv's arguments when not given. */
  args?: string[];
}

/**
 * A command's arguments, parsed strictly, with `--help` (`-h`) added: that prints the usage and ends
 * the process before anything else is checked.
 */
export function readCommandArgs<const O extends Options = Record<never, never>>({
  usage,
  refuse,
  options,
  positionals = true,
  args,
}: CommandArgsSpec<O>): CommandArgs<O> {
  let parsed: CommandArgs<O>;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, ...helpOption } as O & typeof helpOption,
      strict: true,
      allowPositionals: positionals,
    });
  } catch (err) {
    return refuse(`Неверные аргументы: ${(err as Error).message}`);
  }
  if ((parsed.values as { help: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** A path typed on the command line: npm runs a workspace's script in its folder, not where the command was typed. */
export const typedPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
