import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads.ts';

/** A read the test finishes by hand, answering the value the row had when the read started. */
function controlledReads() {
  let value = 0;
  const started: { key: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      const seen = `${key}@${value}`;
      started.push({ key, resolve: () => resolve(seen), reject });
    });
  return {
    read,
    started,
    change: () => {
      value += 1;
    },
    finish: async (index: number) => {
      started[index]?.resolve();
      // Let the callbacks run (the next read starts in one).
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('sharedReads', () => {
  it('callers who come while a read runs share the next one, never the running one', async () => {
    const reads = controlledReads();
    const revisionOf = sharedReads(reads.read);
    const first = revisionOf('1');
    // A change commits while the first read runs; the callers after it must see it.
    reads.change();
    const later = [revisionOf('1'), revisionOf('1'), revisionOf('1')];
    expect(reads.started).toHaveLength(1);
    await reads.finish(0);
    expect(await first).toBe('1@0');
    // One more read for all three, started after they asked.
    expect(reads.started).toHaveLength(2);
    await reads.finish(1);
    expect(await Promise.all(later)).toEqual(['1@1', '1@1', '1@1']);
  });

  it('a caller who comes while the shared read waits joins it; one who comes after it started waits for another', async () => {
    const reads = controlledReads();
    const revisionOf = sharedReads(reads.read);
    void revisionOf('1');
    const waiting = revisionOf('1');
    await reads.finish(0);
    // The shared read has started: a newcomer cannot take it.
    reads.change();
    const newcomer = revisionOf('1');
    expect(reads.started).toHaveLength(2);
    await reads.finish(1);
    expect(await waiting).toBe('1@0');
    expect(reads.started).toHaveLength(3);
    await reads.finish(2);
    expect(await newcomer).toBe('1@1');
  });

  it('keys are read apart, and a read with nothing running starts at once', async () => {
    const reads = controlledReads();
    const revisionOf = sharedReads(reads.read);
    const one = revisionOf('1');
    const two = revisionOf('2');
    expect(reads.started.map((read) => read.key)).toEqual(['1', '2']);
    await reads.finish(1);
    await reads.finish(0);
    expect([await one, await two]).toEqual(['1@0', '2@0']);
    const again = revisionOf('1');
    expect(reads.started).toHaveLength(3);
    await reads.finish(2);
    expect(await again).toBe('1@0');
  });

  it('a failed read fails its callers only; the next caller reads again', async () => {
    const reads = controlledReads();
    const revisionOf = sharedReads(reads.read);
    const failing = revisionOf('1');
    const waiting = revisionOf('1');
    reads.started[0]?.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads.started).toHaveLength(2);
    await reads.finish(1);
    expect(await waiting).toBe('1@0');
  });
});
