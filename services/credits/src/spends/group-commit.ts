/**
 * Writes that arrive while the database is busy, sent together in one transaction when a
 * connection frees up (group commit). At most `parallel` groups are in flight; a write that finds
 * one free goes at once and alone, so a quiet service adds no wait. Under load each commit (a WAL
 * flush) and each round trip then serves many writes instead of one, which is most of what a
 * spend costs the database.
 *
 * `run` gets the group in arrival order and settles each item, in the same order. If `run` itself
 * fails, every item of the group fails with that error.
 */
export class GroupCommit<Item, Result> {
  private readonly waiting: { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private running = 0;

  constructor(
    private readonly run: (items: Item[]) => Promise<PromiseSettledResult<Result>[]>,
    private readonly parallel: number,
    private readonly maxGroup: number,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  private next() {
    while (this.running < this.parallel && this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.maxGroup);
      this.running++;
      this.run(group.map((g) => g.item))
        .then(
          (results) =>
            group.forEach((g, i) => {
              const r = results[i];
              if (r?.status === 'fulfilled') g.resolve(r.value);
              else g.reject(r ? r.reason : new Error('the group gave no result for this item'));
            }),
          (err: unknown) => group.forEach((g) => g.reject(err)),
        )
        .finally(() => {
          this.running--;
          this.next();
        });
    }
  }
}
