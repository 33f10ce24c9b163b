import { describe, expect, it } from 'vitest';
import { carryRedirect, readRedirectState } from './redirect-state.ts';

describe('where sign-in sends the user afterwards (issue 11: the guards no test covered)', () => {
  it.each([
    ['/\\evil.example', 'a backslash right after the slash (browsers read /\\ as //)'],
    ['/\\/evil.example', 'a backslash then a slash'],
    ['//evil.example/path', 'a protocol-relative address'],
    ['https://evil.example', 'a full address'],
    ['evil.example', 'a path without its slash'],
  ])('never leaves the site: %j (%s) becomes /', (from) => {
    expect(readRedirectState({ from }).from).toBe('/');
  });

  it.each(['/login', '/login?next=1', '/signup', '/forgot-password', '/reset-password/abc', '/verify-email/abc'])(
    'never goes back to an account page: %s becomes /',
    (from) => {
      expect(readRedirectState({ from }).from).toBe('/');
      expect(carryRedirect({ from })).toBeUndefined();
    },
  );

  it.each(['/my-tickets', '/order-summary/2?x=1', '/loginx', '/signups'])('keeps our own page %s', (from) => {
    expect(readRedirectState({ from }).from).toBe(from);
  });
});
