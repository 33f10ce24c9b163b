/** The waiting room's figures in words (decision 54). */

const number = new Intl.NumberFormat('en-GB');

/** '12,345': a position or a count. */
export const formatCount = (value: number) => number.format(value);

/** 'less than a minute', 'about 1 minute', 'about 12 minutes': a wait, never falsely precise. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'about 1 minute' : `about ${formatCount(minutes)} minutes`;
}

/** 'Nobody ahead of you', '1 person ahead of you', '1,204 people ahead of you'. */
export function aheadWords(ahead: number): string {
  if (ahead === 0) return 'Nobody ahead of you';
  return ahead === 1 ? '1 person ahead of you' : `${formatCount(ahead)} people ahead of you`;
}

/** '1 person waiting', '3,100 people waiting'. */
export const waitingWords = (waiting: number) =>
  waiting === 1 ? '1 person waiting' : `${formatCount(waiting)} people waiting`;

/** '4:05': minutes and seconds left of a turn. */
export function clockWords(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
