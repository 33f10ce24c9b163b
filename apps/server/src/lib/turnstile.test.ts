import { describe, expect, it } from 'vitest';
import { turnstile } from './turnstile.ts';

/** Resolves in the check phase of the loop's current turn, after what was scheduled before it. */
const afterImmediates = () => new Promise((resolve) => setImmediate(resolve));

describe('turnstile', () => {
  it('lets the waiting through in the order they came, perTurn in each turn of the event loop', async () => {
    const pass = turnstile(2);
    const through: number[] = [];
    for (let i = 0; i < 5; i += 1) void pass().then(() => through.push(i));
    await Promise.resolve();
    expect(through).toEqual([]);
    await afterImmediates();
    expect(through).toEqual([0, 1]);
    await afterImmediates();
    expect(through).toEqual([0, 1, 2, 3]);
    await afterImmediates();
    expect(through).toEqual([0, 1, 2, 3, 4]);
  });

  it('lets what came meanwhile (a timer here, a socket in the server) run between two groups', async () => {
    const pass = turnstile(1);
    const order: string[] = [];
    const busyFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {}
    };
    const passes = [pass(), pass()].map((passed, i) =>
      passed.then(() => {
        order.push(`buyer ${i}`);
        // Something that comes in while the first buyer works: due before the loop turns again.
        // (Set before the first buyer, a busy machine could fire it before the first group.)
        if (i === 0) setTimeout(() => order.push('timer'), 1);
        busyFor(3); // a buyer's synchronous work, as on SQLite
      }),
    );
    await Promise.all(passes);
    // Without the turnstile both buyers would run in one turn, and the timer after them.
    expect(order).toEqual(['buyer 0', 'timer', 'buyer 1']);
  });
});
