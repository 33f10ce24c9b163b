import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, EMAIL_PATTERN, isValidEmail } from '../rules/fields.ts';
import { emailField } from './patterns.ts';

describe('email pattern (product.md §5: text, @, text, dot, text, no spaces)', () => {
  it.each([
    'a@b.co',
    'ada.obi@mail.com.ng',
    'x+tag@sub.domain.io',
    'a+tag@x.io',
    'first-last@my-company.co.uk',
    'user2024@mail2.example.ng',
    'under_score@x.io',
    'ẹ̀ṣọ́@ìbàdàn.ng',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ada', 'ada@mail', '@mail.com', 'ada @mail.com', 'ada@mail.'])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('trims and lower-cases in the shared field', () => {
    expect(emailField.parse('  Ada@Mail.COM ')).toBe('ada@mail.com');
    expect(emailField.safeParse('nope').error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });
  it.each(['ada\u0000@mail.com', 'ada@mail.com\u0007', 'ad\ud800a@mail.com', 'ada@mail.com\r\nBcc: b@y.org'])(
    'refuses control characters and lone surrogates, in the rule and the shared field: %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
      expect(emailField.safeParse(email).error?.issues[0]?.message).toBe('Please enter a valid email address.');
    },
  );
});

describe('one address per email field', () => {
  it.each([
    ['a comma list', 'a@x.io,b@y.org'],
    ['a comma list with a space', 'a@x.io, b@y.org'],
    ['a semicolon list', 'a@x.io;b@y.org'],
    ['a space list', 'a@x.io b@y.org'],
    ['a quoted local part', '"a"@x.io'],
    ['a quoted local part hiding a comma', '"a,b"@x.io'],
    ['angle brackets', '<a@x.io>'],
    ['a display name', 'Ada <a@x.io>'],
    ['a mailto query', 'a@x.io?bcc=b@y.org'],
    ['an ampersand', 'a@x.io&b@y.org'],
    ['two @', 'a@x.io@y.org'],
    ['a comment', 'a@x.io(b@y.org)'],
    ['a group', 'friends:a@x.io'],
    ['an escape', 'a\\,b@x.io'],
    ['a domain literal', 'a@[10.0.0.1].io'],
    ['a tab', 'a@x.io\tb@y.org'],
    // Legal in an address, but the one-address rule (product.md §5) forbids quotes of both kinds: the apostrophe is refused.
    ['an apostrophe', "o'brien@x.io"],
  ])("refuses %s: %j, with the spec's message", (_what, email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailField.safeParse(email).error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address.',
    ]);
  });
});

describe('email pattern is linear', () => {
  /** The spec's pattern as written: the reference for which strings are emails. */
  const SPEC_PATTERN = /^\S+@\S+\.\S+$/;
  /** The one-address rule (product.md §5) narrows it to one address: a single '@' and no list separator (the comma stands for all of them). */
  const oneAddress = (value: string) =>
    SPEC_PATTERN.test(value) && value.split('@').length === 2 && !value.includes(',');

  it('accepts exactly the strings the spec pattern accepts as one address (every string of up to 7 characters from a, @, ., space, comma)', () => {
    const alphabet = ['a', '@', '.', ' ', ','];
    let strings = [''];
    let checked = 0;
    for (let length = 0; length <= 7; length++) {
      for (const value of strings) {
        if (EMAIL_PATTERN.test(value) !== oneAddress(value)) expect.fail(`disagrees on ${JSON.stringify(value)}`);
        checked++;
      }
      strings = strings.flatMap((prefix) => alphabet.map((c) => prefix + c));
    }
    expect(checked).toBe((5 ** 8 - 1) / 4);
  });

  it.each([
    ['@ repeated', '@'.repeat(100_000)],
    ['dots after the @', `a@${'.'.repeat(100_000)} `],
    ['no dot after the @', `a@${'b'.repeat(100_000)}`],
    ['a space at the end', `a@b.${'c'.repeat(100_000)} `],
    ['a comma at the end', `a@b.${'c'.repeat(100_000)},`],
    ['a list of addresses', 'a@b.co,'.repeat(14_300)],
    ['a long local part, then a second @', `${'a'.repeat(100_000)}@b@c.d`],
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
