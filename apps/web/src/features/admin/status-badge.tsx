/** The tone of a status word: green for done and good, amber for waiting, red for stopped, grey otherwise. */
export type Tone = 'good' | 'waiting' | 'stopped' | 'neutral';

const tones: Record<Tone, string> = {
  good: 'bg-green-50 text-success ring-success/30',
  waiting: 'bg-amber-50 text-accent-600 ring-accent-500/40',
  stopped: 'bg-red-50 text-danger ring-danger/30',
  neutral: 'bg-brand-50 text-brand-800 ring-brand-200',
};

/** A status as a small pill; the word itself carries the meaning (colour only repeats it). */
export function StatusBadge({ label, tone }: { label: string; tone: Tone }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {label}
    </span>
  );
}
