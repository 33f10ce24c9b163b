/**
 * A guard for a fixed list of words (a form's outcomes, its problems, a provider's statuses): true
 * when `value` is one of them, narrowing it to the list's type.
 */
export const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);
