import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTawk, startTawkChat, TAWK_GRACE_MS } from './tawk.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('alert', vi.fn());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.Tawk_API;
  document.getElementById('tawk-script')?.remove();
});

describe('Tawk.to mode', () => {
  it("adds the property's embed script once", () => {
    loadTawk('abc123/widget9');
    loadTawk('abc123/widget9');
    const scripts = document.querySelectorAll('script#tawk-script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://embed.tawk.to/abc123/widget9');
  });

  it('maximises a loaded widget at once', () => {
    const maximize = vi.fn();
    window.Tawk_API = { maximize };
    startTawkChat();
    expect(maximize).toHaveBeenCalledOnce();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('waits 1 second for a widget still loading, then maximises it', () => {
    window.Tawk_API = {};
    startTawkChat();
    const maximize = vi.fn();
    window.Tawk_API.maximize = maximize;
    vi.advanceTimersByTime(TAWK_GRACE_MS);
    expect(maximize).toHaveBeenCalledOnce();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it("alerts the spec's message when the widget has not loaded after 1 second", () => {
    startTawkChat();
    vi.advanceTimersByTime(TAWK_GRACE_MS - 1);
    expect(window.alert).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.alert).toHaveBeenCalledWith('Chat service failed to load. Please refresh the page.');
  });
});
