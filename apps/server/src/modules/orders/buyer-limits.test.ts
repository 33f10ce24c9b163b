import { limitMessages } from '@storefront/contracts/rules';
import { describe, expect, it } from 'vitest';
import { limitProblem } from './buyer-limits.ts';

const event = { maxPerOrder: 10, maxPerAccount: 20 };
const confirmed = (seatsTaken: number) => ({ emailConfirmed: true, seatsTaken });
const unconfirmed = (seatsTaken: number) => ({ emailConfirmed: false, seatsTaken });

describe('limitProblem', () => {
  it('allows an order within every limit', () => {
    expect(limitProblem(event, confirmed(0), 10, 2)).toBeNull();
    expect(limitProblem(event, confirmed(10), 10, 2)).toBeNull();
  });

  it('refuses more than the per-order maximum, naming it', () => {
    expect(limitProblem(event, confirmed(0), 11, 2)).toBe(limitMessages.perOrder(10));
    expect(limitMessages.perOrder(10)).toBe('You can buy at most 10 tickets in one order for this event.');
  });

  it('refuses going over the per-account ceiling, saying how many the buyer has', () => {
    expect(limitProblem(event, confirmed(15), 6, 2)).toBe(limitMessages.perAccount(20, 15));
    expect(limitMessages.perAccount(20, 15)).toBe(
      'You can have at most 20 tickets for this event on one account, and you already have 15.',
    );
  });

  it('holds an unconfirmed account to the small ceiling, and asks it to confirm', () => {
    expect(limitProblem(event, unconfirmed(0), 2, 2)).toBeNull();
    expect(limitProblem(event, unconfirmed(1), 2, 2)).toBe(limitMessages.unconfirmed(2));
    expect(limitProblem(event, unconfirmed(0), 3, 2)).toBe(limitMessages.unconfirmed(2));
  });

  it('uses the event ceiling when it is below the unconfirmed one', () => {
    const strict = { maxPerOrder: 1, maxPerAccount: 1 };
    expect(limitProblem(strict, unconfirmed(1), 1, 2)).toBe(limitMessages.perAccount(1, 1));
  });
});
