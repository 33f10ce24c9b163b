import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';

const STARTS_AT = '2027-04-18T00:00:00.000Z';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Calculating...' before the first tick", () => {
    vi.setSystemTime(new Date('2027-04-10T00:00:00.000Z'));
    render(<Countdown startsAt={STARTS_AT} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Calculating...');
  });

  it('then shows the days, hours and minutes left and updates every second', () => {
    // 8 days, 3 hours, 25 minutes and 10 seconds before the start.
    vi.setSystemTime(new Date('2027-04-09T20:34:50.000Z'));
    render(<Countdown startsAt={STARTS_AT} />);

    act(() => vi.advanceTimersByTime(1000));
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/08\s*Days/);
    expect(timer).toHaveTextContent(/03\s*Hours/);
    expect(timer).toHaveTextContent(/25\s*Minutes/);
    expect(timer).toHaveTextContent(/09\s*Seconds/);

    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent(/08\s*Seconds/);

    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent(/24\s*Minutes/);
  });

  it("switches to 'Event Started!' once the start passes, and stops ticking", () => {
    vi.setSystemTime(new Date('2027-04-17T23:59:58.500Z'));
    render(<Countdown startsAt={STARTS_AT} />);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(/00\s*Minutes/);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Event Started!');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows 'Event Started!' at the first tick for an event in the past", () => {
    vi.setSystemTime(new Date('2027-05-01T00:00:00.000Z'));
    render(<Countdown startsAt={STARTS_AT} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Event Started!');
  });

  it('clears its interval when unmounted', () => {
    vi.setSystemTime(new Date('2027-04-10T00:00:00.000Z'));
    const { unmount } = render(<Countdown startsAt={STARTS_AT} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
