import { describe, expect, it } from 'vitest';
import { emailField } from './patterns.ts';
import { EMAIL_MAX, EMAIL_PATTERN, isValidEmail } from './rules.ts';

describe('email pattern (spec §5: text, @, text, dot, text, no spaces)', () => {
  it.each(['a@b.co', 'ada.obi@mail.com.ng', 'x+tag@sub.domain.io'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ada', 'ada@mail', '@mail.com', 'ada @mail.com', 'ada@mail.'])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('trims and lower-cases in the shared field', () => {
    expect(emailField.parse('  Ada@Mail.COM ')).toBe('ada@mail.com');
    expect(emailField.safeParse('nope').error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });
  it.each(['ada\u0000@mail.com', 'ada@mail.com\u0007', 'ad\ud800a@mail.com'])(
    'the shared field refuses control characters and lone surrogates the pattern lets through: %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(emailField.safeParse(email).error?.issues[0]?.message).toBe('Please enter a valid email address.');
    },
  );
});

describe('email pattern is linear (issue 11, item 1)', () => {
  /** The spec's pattern as written: the reference for which strings are emails. */
  const SPEC_PATTERN = /^\S+@\S+\.\S+$/;

  it('accepts exactly the strings the spec pattern accepts (every string of up to 7 characters from a, @, ., space)', () => {
    const alphabet = ['a', '@', '.', ' '];
    let strings = [''];
    let checked = 0;
    for (let length = 0; length <= 7; length++) {
      for (const value of strings) {
        expect(EMAIL_PATTERN.test(value), JSON.stringify(value)).toBe(SPEC_PATTERN.test(value));
        checked++;
      }
      strings = strings.flatMap((prefix) => alphabet.map((c) => prefix + c));
    }
    expect(checked).toBe((4 ** 8 - 1) / 3);
  });

  it.each([
    ['@ repeated', '@'.repeat(100_000)],
    ['dots after the @', `a@${'.'.repeat(100_000)} `],
    ['no dot after the @', `a@${'b'.repeat(100_000)}`],
    ['a space at the end', `a@b.${'c'.repeat(100_000)} `],
  ])('answers a 100,000-character input (%s) in a few milliseconds', (_name, input) => {
    const started = performance.now();
    EMAIL_PATTERN.test(input);
    // The spec's pattern takes seconds on the first of these; a linear one well under 20 ms.
    expect(performance.now() - started).toBeLessThan(20);
  });

  it('the shared field stops at the length check: a 60,000-character email never meets a pattern', () => {
    const started = performance.now();
    const result = emailField.safeParse('@'.repeat(60_000));
    expect(performance.now() - started).toBeLessThan(20);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address.']);
  });

  it(`isValidEmail refuses an address longer than ${EMAIL_MAX} characters`, () => {
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX - 6)}@b.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX - 5)}@b.com`)).toBe(false);
  });
});
