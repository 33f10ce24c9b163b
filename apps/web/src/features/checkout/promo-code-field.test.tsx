import { promoMessages } from '@storefront/contracts/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as OrderSummaryRoute } from '../../routes/order-summary.tsx';
import { SAMPLE_REFERENCE } from '../../testing/ticket-fixture.ts';
import { json, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import { fakePaystack, stubScriptLoad } from './paystack-fake.ts';
import { startEachSummaryTestClean } from './summary-test-setup.ts';
import { ticketPurchaseLoader } from './ticket-purchase-loader.ts';

// The summary's 'Have a promo code?' (decision 30): the server prices the code, the
// summary shows the discount and the discounted total, and Pay sends the code to initialize.
const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [{ path: '/order-summary/:id', loader: ticketPurchaseLoader, Component: OrderSummaryRoute }],
  },
];
const ref = SAMPLE_REFERENCE;
const base = {
  'GET /api/me': json(200, { user: alice }),
  'GET /api/events/1': json(200, makeEvent({ id: '1', basePrice: 3000 })),
  'POST /api/initialize-transaction': json(200, {
    data: {
      authorization_url: `http://localhost/pay/${ref}`,
      access_code: 'ac',
      reference: ref,
      orderStatus: 'pending',
    },
  }),
};

async function openSummary(replies: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ ...base, ...replies });
  renderRoutes(routes, [{ pathname: '/order-summary/1', state: sampleOrder() }]);
  await screen.findByRole('button', { name: 'Pay NGN 6,000' });
  return { ...api, user: userEvent.setup() };
}

startEachSummaryTestClean();

describe("the summary's promo code", () => {
  it('applies a code: the discount line, the total and Pay use the discounted total, and Pay sends the code', async () => {
    const paystack = fakePaystack();
    stubScriptLoad({ pop: paystack.pop });
    const { user, calls } = await openSummary({
      'POST /api/promo-codes/check': json(200, {
        code: 'SAVE20',
        discount: 1200,
        total: 4800,
        description: '20% off',
      }),
    });
    const disclosure = screen.getByRole('button', { name: 'Have a promo code?' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Promo code')).not.toBeVisible();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Promo code'), 'save20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const line = await screen.findByTestId('discount-line');
    expect(within(line).getByText('Discount (SAVE20)')).toBeInTheDocument();
    expect(screen.getByTestId('discount')).toHaveTextContent('- NGN 1,200');
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 4,800');
    // The keyboard lands on Remove, which replaced Apply.
    expect(screen.getByRole('button', { name: 'Remove promo code SAVE20' })).toHaveFocus();
    const check = calls.find((c) => c.path === '/api/promo-codes/check');
    expect(check?.body).toEqual({ eventId: '1', lines: [{ ticketTypeId: '1-regular', quantity: 2 }], code: 'save20' });

    const pay = screen.getByRole('button', { name: 'Pay NGN 4,800' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/initialize-transaction')?.body).toMatchObject({ promoCode: 'SAVE20' });
    expect(paystack.last()).toMatchObject({ amount: 480000 });
  });

  it('Remove goes back to the full total, and Pay sends no code', async () => {
    const { user } = await openSummary({
      'POST /api/promo-codes/check': json(200, { code: 'SAVE20', discount: 1200, total: 4800, description: '20% off' }),
    });
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await user.type(screen.getByLabelText('Promo code'), 'SAVE20{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Remove promo code SAVE20' }));
    expect(screen.queryByTestId('discount-line')).not.toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 6,000');
    expect(screen.getByRole('button', { name: 'Pay NGN 6,000' })).toBeInTheDocument();
  });

  it("shows the server's sentence for a refused code, on the field, and keeps the total", async () => {
    const { user } = await openSummary({
      'POST /api/promo-codes/check': json(409, { message: promoMessages.expired }),
    });
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    const input = screen.getByLabelText('Promo code');
    await user.type(input, 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(promoMessages.expired)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(promoMessages.expired);
    expect(screen.getByTestId('total')).toHaveTextContent('NGN 6,000');
  });

  it('asks for a code before calling the server when the field is empty', async () => {
    const { user, calls } = await openSummary({});
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(promoMessages.codeEmpty)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/promo-codes/check')).toBe(false);
  });
});
