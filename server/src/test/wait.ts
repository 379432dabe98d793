/**
 * Waits for a condition instead of sleeping a fixed time: asks `check` every `interval` ms until it
 * answers something truthy, and answers that. When `timeout` ms pass first it throws, naming
 * `what`: the bound is there so that a test fails with a reason instead of hanging, not to measure speed.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  {
    timeout = 10_000,
    interval = 20,
    what = 'the condition',
  }: { timeout?: number; interval?: number; what?: string } = {},
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | 0 | '' | null | undefined>;
    if (Date.now() >= deadline) throw new Error(`waited ${timeout} ms for ${what} in vain`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
