import { describe, expect, it } from 'vitest';
import { GroupedCalls } from '../../src/lib/grouped-calls.ts';

/** A runner whose groups finish when the test says so, recording each group's inputs. */
function heldRunner() {
  const groups: number[][] = [];
  const finishers: ((fail?: Error) => void)[] = [];
  const run = (inputs: number[]) => {
    groups.push(inputs);
    return new Promise<string[]>((resolve, reject) => {
      finishers.push((fail) => (fail ? reject(fail) : resolve(inputs.map((n) => `answer ${n}`))));
    });
  };
  /** Finishes the oldest running group and lets its callers and the next group go on. */
  const finishNext = async (fail?: Error) => {
    finishers.shift()?.(fail);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { groups, run, finishNext };
}

describe('GroupedCalls', () => {
  it('runs a call alone and at once while a group has room to start', async () => {
    const runner = heldRunner();
    const calls = new GroupedCalls(runner.run, 2, 10);
    const first = calls.call(1);
    const second = calls.call(2);
    expect(runner.groups).toEqual([[1], [2]]);
    await runner.finishNext();
    await runner.finishNext();
    expect(await first).toBe('answer 1');
    expect(await second).toBe('answer 2');
  });

  it('groups the calls made while every group is running, in their order, up to the most in one group', async () => {
    const runner = heldRunner();
    const calls = new GroupedCalls(runner.run, 1, 3);
    const answers = [1, 2, 3, 4, 5, 6].map((n) => calls.call(n));
    expect(runner.groups).toEqual([[1]]);
    await runner.finishNext();
    expect(runner.groups).toEqual([[1], [2, 3, 4]]);
    await runner.finishNext();
    expect(runner.groups).toEqual([[1], [2, 3, 4], [5, 6]]);
    await runner.finishNext();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `answer ${n}`));
    // Idle again: the next call goes alone, at once.
    void calls.call(7);
    expect(runner.groups.at(-1)).toEqual([7]);
  });

  it('fails only the calls of the group that failed, and goes on with the next', async () => {
    const runner = heldRunner();
    const calls = new GroupedCalls(runner.run, 1, 10);
    const first = calls.call(1);
    const second = expect(calls.call(2)).rejects.toThrow('the database went away');
    const third = expect(calls.call(3)).rejects.toThrow('the database went away');
    await runner.finishNext();
    await runner.finishNext(new Error('the database went away'));
    expect(await first).toBe('answer 1');
    await second;
    await third;
    expect(runner.groups).toEqual([[1], [2, 3]]);
    const fourth = calls.call(4);
    await runner.finishNext();
    expect(await fourth).toBe('answer 4');
  });

  it('fails a group whose runner answers the wrong number of outputs, or throws at once', async () => {
    const none = new GroupedCalls<number, string>(async () => [], 1, 10);
    await expect(none.call(1)).rejects.toThrow('a group of 1 answered 0');
    const throwing = new GroupedCalls<number, string>(
      () => {
        throw new Error('no connection');
      },
      1,
      10,
    );
    await expect(throwing.call(1)).rejects.toThrow('no connection');
    // The failed group gave its place back: the next call runs.
    await expect(throwing.call(2)).rejects.toThrow('no connection');
  });
});
