import { describe, expect, it } from 'vitest';
import { emailField } from './patterns.ts';
import { isValidEmail } from './rules.ts';

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
