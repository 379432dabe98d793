/** A refusal of a command: its Russian message goes to stderr, the process exits with `code`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/**
 * Runs a command's body: a CliError is its message and exit code, anything else a failure without a stack trace for the
 * operator.
 */
export async function runCommand(body: () => Promise<void>, failure: string): Promise<void> {
  try {
    await body();
  } catch (err) {
    if (err instanceof CliError) {
      console.error(err.message);
      process.exitCode = err.code;
      return;
    }
    console.error(failure);
    if (process.env.DEBUG) console.error(err);
    else console.error(`Причина: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
