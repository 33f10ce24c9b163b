import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ID, PAGE_SCRIPTS_LOADER } from './scripts.ts';

/**
 * Runs the loader against a stand-in for the page: its list element, its head, its clock, its
 * events and its rendered frames (an IntersectionObserver reports first with the next frame).
 */
function runLoader(scripts: string[]) {
  const appended: Record<string, string>[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { run: () => void; ms: number }[] = [];
  let observers: { report: () => void }[] = [];
  const document = {
    documentElement: {},
    getElementById: (id: string) => (id === PAGE_SCRIPTS_ID ? { textContent: JSON.stringify(scripts) } : null),
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Record<string, string>) => appended.push(element) },
  };
  const addEventListener = (name: string, listener: () => void) => {
    listeners[name] = listener;
  };
  const setTimeout = (run: () => void, ms = 0) => timers.push({ run, ms });
  class IntersectionObserver {
    private watching = false;
    constructor(private readonly callback: (entries: unknown[], observer: IntersectionObserver) => void) {}
    observe() {
      this.watching = true;
      observers.push({ report: () => this.watching && this.callback([], this) });
    }
    disconnect() {
      this.watching = false;
    }
  }
  new Function('document', 'addEventListener', 'setTimeout', 'IntersectionObserver', PAGE_SCRIPTS_LOADER)(
    document,
    addEventListener,
    setTimeout,
    IntersectionObserver,
  );
  const runTimers = (below: number) => {
    for (let timer = timers.findIndex((t) => t.ms < below); timer >= 0; timer = timers.findIndex((t) => t.ms < below)) {
      timers.splice(timer, 1)[0]?.run();
    }
  };
  /** One frame rendered: every observer watching then reports (those it creates report next frame). */
  const frame = () => {
    const due = observers;
    observers = [];
    for (const observer of due) observer.report();
  };
  return { appended, listeners, runTimers, frame };
}

describe('the page scripts loader', () => {
  it('requests nothing before the page has loaded and painted twice, then the entry and its chunks at once', () => {
    const page = runLoader(['/assets/index.js', '/assets/landing.js']);
    page.runTimers(1000);
    page.frame();
    expect(page.appended).toEqual([]);
    page.listeners.load?.();
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/landing.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
  });

  it('starts after 3 s without a load event (a slow image), and only once', () => {
    const page = runLoader(['/assets/index.js']);
    page.runTimers(5000);
    expect(page.appended).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' }]);
    page.listeners.load?.();
    page.frame();
    page.frame();
    page.runTimers(5000);
    expect(page.appended).toHaveLength(1);
  });
});
