import { GroupCommit } from './group-commit';

/** A run that records each group and answers when told to. */
function recorder() {
  const groups: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) =>
    new Promise<PromiseSettledResult<number>[]>((resolve) => {
      groups.push(items);
      pending.push(() =>
        resolve(
          items.map((i) =>
            i < 0
              ? { status: 'rejected', reason: new Error(`bad ${i}`) }
              : { status: 'fulfilled', value: i * 10 },
          ),
        ),
      );
    });
  const answerNext = async () => {
    pending.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { groups, run, answerNext };
}

describe('GroupCommit', () => {
  it('sends a write at once and alone while a group is free, and the rest together once one frees up', async () => {
    const { groups, run, answerNext } = recorder();
    const commit = new GroupCommit(run, 1, 50);
    const first = commit.submit(1);
    expect(groups).toEqual([[1]]);
    const later = [2, 3, 4].map((i) => commit.submit(i));
    expect(groups).toEqual([[1]]);
    await answerNext();
    await expect(first).resolves.toBe(10);
    expect(groups).toEqual([[1], [2, 3, 4]]);
    await answerNext();
    await expect(Promise.all(later)).resolves.toEqual([20, 30, 40]);
  });

  it('keeps at most `parallel` groups in flight and no group above its size', async () => {
    const { groups, run, answerNext } = recorder();
    const commit = new GroupCommit(run, 2, 2);
    const all = [1, 2, 3, 4, 5, 6, 7].map((i) => commit.submit(i));
    expect(groups).toEqual([[1], [2]]);
    await answerNext();
    expect(groups).toEqual([[1], [2], [3, 4]]);
    await answerNext();
    await answerNext();
    await answerNext();
    await answerNext();
    expect(groups).toEqual([[1], [2], [3, 4], [5, 6], [7]]);
    await expect(Promise.all(all)).resolves.toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('fails only the item its run failed, and the whole group when the run itself fails', async () => {
    const { run, answerNext } = recorder();
    const commit = new GroupCommit(run, 1, 50);
    const blocker = commit.submit(0);
    const good = commit.submit(1);
    const bad = commit.submit(-1);
    const outcomes = Promise.allSettled([blocker, good, bad]);
    await answerNext();
    await answerNext();
    const [b, g, x] = await outcomes;
    expect(b).toEqual({ status: 'fulfilled', value: 0 });
    expect(g).toEqual({ status: 'fulfilled', value: 10 });
    expect(x).toMatchObject({ status: 'rejected', reason: new Error('bad -1') });

    const broken = new GroupCommit<number, number>(() => Promise.reject(new Error('connection lost')), 1, 50);
    await expect(Promise.all([broken.submit(1), broken.submit(2)])).rejects.toThrow('connection lost');
    await expect(broken.submit(3)).rejects.toThrow('connection lost');
  });
});
