import { KeyedRunner } from './keyed-runner';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('KeyedRunner', () => {
  it('overlaps tasks of different keys, up to its concurrency', async () => {
    const runner = new KeyedRunner(3);
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await tick(20);
      running--;
    };
    for (let i = 0; i < 9; i++) await runner.run(`k${i}`, task);
    await runner.idle();
    expect(most).toBe(3);
  });

  it('runs one key’s tasks one after another, in the order given, even when an earlier one is slower', async () => {
    const runner = new KeyedRunner(10);
    const done: string[] = [];
    await runner.run('user-1', async () => {
      await tick(40);
      done.push('a1');
    });
    await runner.run('user-2', async () => {
      await tick(5);
      done.push('b1');
    });
    await runner.run('user-1', async () => {
      done.push('a2');
    });
    await runner.idle();
    expect(done).toEqual(['b1', 'a1', 'a2']);
  });

  it('goes on after a task that fails', async () => {
    const runner = new KeyedRunner(1);
    const done: string[] = [];
    await runner.run('k', () => Promise.reject(new Error('boom')));
    await runner.run('k', async () => {
      done.push('next');
    });
    await runner.idle();
    expect(done).toEqual(['next']);
  });
});
