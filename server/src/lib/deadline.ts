/** Thrown by a Deadline whose time is up. */
export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`not done within ${ms} ms`);
  }
}

/**
 * A time limit of work that is done in steps (the import's dry run): each step checks it first, and the caller stops
 * waiting at the limit even when a step is stuck (`race`).
 */
export class Deadline {
  private readonly end: number;

  constructor(
    readonly ms: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.end = now() + ms;
  }

  remainingMs(): number {
    return Math.max(0, this.end - this.now());
  }

  /** Throws DeadlineExceeded when the time is up. */
  check(): void {
    if (this.remainingMs() <= 0) throw new DeadlineExceeded(this.ms);
  }

  /**
   * The work's answer, or DeadlineExceeded when the time is up first. The work is not stopped by this: it must check
   * the deadline itself (its later steps then fail, and what it failed with is dropped).
   */
  race<T>(work: Promise<T>): Promise<T> {
    work.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DeadlineExceeded(this.ms)), this.remainingMs());
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }
}
