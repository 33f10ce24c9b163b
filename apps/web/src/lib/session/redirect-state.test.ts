import { describe, expect, it } from 'vitest';
import { carriedEmail, carryRedirect, carryToOtherAuthPage, readRedirectState } from './redirect-state.ts';

describe('where sign-in sends the user afterwards', () => {
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

describe('the email carried to /login and /signup (typed once, on the purchase form or the other page)', () => {
  const order = (email: unknown) => ({ from: '/order-summary/1', orderState: { id: '1', email } });

  it("is the order's buyer email, trimmed", () => {
    expect(carriedEmail(order('  ada@example.com '))).toBe('ada@example.com');
  });

  it('prefers the address typed on the other account page', () => {
    expect(carriedEmail({ ...order('ada@example.com'), email: 'ada.obi@example.com' })).toBe('ada.obi@example.com');
  });

  it.each([
    ['no state', undefined],
    ['a string state', 'ada@example.com'],
    ['an order without an email', { orderState: { id: '1' } }],
    ['a number', order(42)],
    ['an object', order({ toString: 'ada@example.com' })],
    ['an array', order(['ada@example.com'])],
    ["the summary's display default", order('No email provided')],
    ['not an email', order('ada@example')],
    ['an address longer than any email', order(`${'a'.repeat(300)}@example.com`)],
    ['an order that is not an object', { orderState: 'ada@example.com' }],
  ])('is empty for %s (history state is not trusted)', (_name, state) => {
    expect(carriedEmail(state)).toBe('');
  });

  it('falls back to the order when the carried address is not an email', () => {
    expect(carriedEmail({ ...order('ada@example.com'), email: 7 })).toBe('ada@example.com');
    expect(carriedEmail({ ...order('ada@example.com'), email: 'nope' })).toBe('ada@example.com');
  });

  it('goes over to the other page with the redirect and the typed email, when it is one', () => {
    expect(carryToOtherAuthPage(order('ada@example.com'), ' ada.obi@example.com ')).toEqual({
      ...order('ada@example.com'),
      email: 'ada.obi@example.com',
    });
    expect(carryToOtherAuthPage(order('ada@example.com'), 'ada.obi@')).toEqual(order('ada@example.com'));
    expect(carryToOtherAuthPage(undefined, 'ada@example.com')).toEqual({ email: 'ada@example.com' });
    expect(carryToOtherAuthPage(undefined, '')).toBeUndefined();
  });
});
