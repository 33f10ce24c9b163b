import type { FastifyBaseLogger } from 'fastify';

/** However long a failing task backs off, it is tried again at least this often. */
const MAX_BACKOFF_MS = 30_000;

export interface PeriodicTask {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` (the first time after `everyMs`), one run at a time, for as long as
 * the process lives. A run that fails (the database is down, a provider does not answer) is
 * logged and the task backs off: twice the interval after each failure in a row, up to 30 s
 * (or the interval itself when that is longer), then back to the interval after the first run
 * that succeeds. So a database outage neither stops the hold sweep or the simulator's webhook
 * check nor fills the log with one line per tick (decision 24).
 */
export function periodicTask({
  name,
  everyMs,
  run,
  log,
}: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
}): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let failures = 0;

  const delay = () => (failures === 0 ? everyMs : Math.min(everyMs * 2 ** failures, Math.max(everyMs, MAX_BACKOFF_MS)));

  function schedule() {
    if (stopped) return;
    timer = setTimeout(tick, delay());
    timer.unref();
  }

  function tick() {
    running = (async () => {
      try {
        await run();
        if (failures > 0) log.info({ task: name, failures }, `${name}: working again`);
        failures = 0;
      } catch (error) {
        failures += 1;
        const details = { err: error, task: name, failures, retryInMs: delay() };
        if (failures === 1) log.error(details, `${name} failed`);
        else log.warn(details, `${name} failed again`);
      }
    })();
    void running.finally(() => {
      running = null;
      schedule();
    });
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
