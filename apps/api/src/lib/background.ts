/**
 * Work that must not delay the answer (e.g. the reset mail: waiting for it would tell a real
 * account from an unknown address by the response time). A task starts after the current
 * I/O turn, so the reply is written first; its failure is reported, never thrown at a
 * request. idle() lets shutdown (and tests) wait for what is still running.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onError: (task: string, error: unknown) => void) {}

  run(task: string, work: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.onError(task, error))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

/** What a log line may say about a failed task: the error's kind, not its text (which can hold an address). */
export function errorKind(error: unknown): { name: string; code?: string } {
  if (!(error instanceof Error)) return { name: typeof error };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}) };
}
