import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_INTERVAL_MS, useSlideshow } from './use-slideshow.ts';

describe('useSlideshow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5000 ms and wraps around', () => {
    const { result } = renderHook(() => useSlideshow(4));
    expect(SLIDE_INTERVAL_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('goes back and forth by hand, and a manual change restarts the wait', () => {
    const { result } = renderHook(() => useSlideshow(4));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(3);
    act(() => result.current.next());
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
  });

  it('stays put while paused', () => {
    const { result, rerender } = renderHook(({ paused }) => useSlideshow(4, { paused }), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
  });
});
