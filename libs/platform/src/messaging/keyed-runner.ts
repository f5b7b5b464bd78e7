/**
 * Runs tasks up to `concurrency` at a time, except that tasks with the same key run one after
 * another, in the order they were given: independent work overlaps, one key's work stays ordered.
 */
export class KeyedRunner {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly concurrency: number) {}

  /** Resolves once the task has started its turn (there is room for it); the task never rejects. */
  async run(key: string | undefined, task: () => Promise<void>): Promise<void> {
    while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
    const before = key === undefined ? undefined : this.tails.get(key);
    const running = (before ?? Promise.resolve()).then(task).catch(() => undefined);
    this.inFlight.add(running);
    if (key !== undefined) this.tails.set(key, running);
    void running.finally(() => {
      this.inFlight.delete(running);
      if (key !== undefined && this.tails.get(key) === running) this.tails.delete(key);
    });
  }

  /** Waits for every task given so far. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight);
  }
}
