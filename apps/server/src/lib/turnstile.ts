/**
 * Lets requests through a few at a time per turn of the event loop, in the order they came.
 *
 * On SQLite a request's queries answer synchronously, so its whole chain of promises runs to its
 * end in one go, and Node runs every request whose socket was readable in a turn before it looks
 * at the sockets again: during an on-sale rush, with a few hundred buyers in flight, a turn
 * lasted over 100 ms and everyone else (the event page from memory, /api/health) waited for it
 * (docs/performance-history.md §14 and §18). Behind a turnstile, a heavy route's requests wait in a queue and `perTurn`
 * of them go on in each turn, after which Node reads the sockets again and answers the cheap
 * requests in between. The buyers' work is the same and in the same order; only the cheap
 * requests stop queueing behind all of it. On PostgreSQL, where a request waits for its queries
 * anyway, it changes little (decision 32).
 */
export function turnstile(perTurn: number): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  function letThrough() {
    scheduled = false;
    for (let n = 0; n < perTurn; n += 1) {
      const next = waiting.shift();
      if (!next) return;
      next();
    }
    // Scheduled from the turn's own check phase, so it runs in the next turn, after the sockets.
    if (waiting.length > 0) schedule();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(letThrough);
  }

  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
}
