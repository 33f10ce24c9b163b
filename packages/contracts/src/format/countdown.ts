export interface Countdown {
  started: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `startsAt`, as whole days, hours, minutes and seconds. */
export function countdownTo(startsAt: Date, now: Date): Countdown {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return { started: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
  const totalSeconds = Math.floor(left / 1000);
  return {
    started: false,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
