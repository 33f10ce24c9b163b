/** Answers and stored values arrive as `unknown`: the first check of every hand-written shape check. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
