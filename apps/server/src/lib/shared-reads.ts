/**
 * A read many requests ask for at once (an event's revision while thousands open its page), run
 * at most once at a time per key and shared by every caller that may use it.
 *
 * A caller must see every change committed before it asked, so it never takes a read that was
 * already running when it came: it waits for the next one, which starts as soon as the running
 * one ends, and which everyone who came meanwhile shares. However many ask, a key costs at most
 * one read in flight and one waiting, and each caller at most two reads' time (decision 37).
 *
 *   const revisionOf = sharedReads((id: string) => events.revisionOf(id));
 *   await revisionOf('1'); // as fresh as a read of its own
 */
export function sharedReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  const next = new Map<K, Promise<V>>();

  const start = (key: K): Promise<V> => {
    const reading = read(key);
    running.set(key, reading);
    const done = () => {
      if (running.get(key) === reading) running.delete(key);
    };
    reading.then(done, done);
    return reading;
  };

  return (key: K): Promise<V> => {
    const inFlight = running.get(key);
    if (!inFlight) return start(key);
    let waiting = next.get(key);
    if (!waiting) {
      const afterwards = () => {
        next.delete(key);
        return start(key);
      };
      waiting = inFlight.then(afterwards, afterwards);
      next.set(key, waiting);
    }
    return waiting;
  };
}
