import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ID, PAGE_SCRIPTS_LOADER } from './page-scripts.ts';

/** Runs the loader against a stand-in for the page: its list element, its head, its clock and events. */
function runLoader(scripts: string[]) {
  const appended: Record<string, string>[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    getElementById: (id: string) => (id === PAGE_SCRIPTS_ID ? { textContent: JSON.stringify(scripts) } : null),
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Record<string, string>) => appended.push(element) },
  };
  const addEventListener = (name: string, listener: () => void) => {
    listeners[name] = listener;
  };
  const requestAnimationFrame = (run: () => void) => timers.push({ run, ms: 16 });
  const setTimeout = (run: () => void, ms = 0) => timers.push({ run, ms });
  new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', PAGE_SCRIPTS_LOADER)(
    document,
    addEventListener,
    requestAnimationFrame,
    setTimeout,
  );
  const runTimers = (below: number) => {
    for (let timer = timers.findIndex((t) => t.ms < below); timer >= 0; timer = timers.findIndex((t) => t.ms < below)) {
      timers.splice(timer, 1)[0]?.run();
    }
  };
  return { appended, listeners, runTimers };
}

describe('the page scripts loader', () => {
  it('requests nothing before the page has loaded, then the entry and its chunks at once', () => {
    const page = runLoader(['/assets/index.js', '/assets/landing.js']);
    page.runTimers(1000);
    expect(page.appended).toEqual([]);
    page.listeners.load?.();
    expect(page.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/landing.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
  });

  it('starts after 3 s without a load event (a slow image), and only once', () => {
    const page = runLoader(['/assets/index.js']);
    page.runTimers(5000);
    page.listeners.load?.();
    page.runTimers(5000);
    expect(page.appended).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' }]);
  });
});
