import { describe, expect, it } from 'vitest';
import { toPublicConfig } from './public-config.ts';

const base = { publicUrl: 'http://localhost:3000', supportEmail: 'support@example.com' };
const payment = { provider: 'paystack', scriptUrl: 'https://js.paystack.co/v1/inline.js', publicKey: 'pk_test_x' };

describe('toPublicConfig: the payment channels', () => {
  it("keeps the server's channels in its order, dropping names the pop-up does not know", () => {
    const config = toPublicConfig({ ...base, payment: { ...payment, channels: ['ussd', 'qr', 'card', 7] } });
    expect(config?.payment).toEqual({ ...payment, channels: ['ussd', 'card'] });
  });

  it('offers every channel when the list is missing, empty or unusable, as Paystack does without one', () => {
    const every = ['card', 'bank_transfer', 'ussd', 'bank'];
    for (const channels of [undefined, [], ['qr'], 'card']) {
      expect(toPublicConfig({ ...base, payment: { ...payment, channels } })?.payment.channels).toEqual(every);
    }
    expect(toPublicConfig(base)?.payment.channels).toEqual(every);
  });
});
