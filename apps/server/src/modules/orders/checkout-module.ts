import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { periodicTask } from '../../lib/periodic-task.ts';
import {
  choosePaymentProvider,
  type PaymentProvider,
  type SimulatorProvider,
  simulatorRoutes,
} from '../payments/index.ts';
import { ticketsRoutes } from '../tickets/index.ts';
import { type CheckoutService, checkoutService } from './checkout-service.ts';
import { ordersRoutes } from './orders-routes.ts';
import { promoRoutes } from './promo-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider PAYMENT_PROVIDER names, and the simulator when it is the simulator: one per process. */
    payments: { provider: PaymentProvider; simulator: SimulatorProvider | null };
    /**
     * The checkout (architecture.md §9), one per process: every route that sells, releases or
     * settles uses this one, so what it keeps in memory (the settles under way) is the process's.
     */
    checkout: CheckoutService;
  }
}

/** Decorates the root app with the process's payment provider and checkout, before any route needs them. */
export function decorateCheckout(app: FastifyInstance) {
  const payments = choosePaymentProvider(app.config, app.db);
  app.decorate('payments', payments);
  app.decorate(
    'checkout',
    checkoutService({ db: app.db, config: app.config, provider: payments.provider, log: app.log }),
  );
}

/** The purchase (architecture.md §9): the process's checkout, shared by orders, tickets, the webhook and the simulator. */
export const checkoutModule: FastifyPluginAsync = async (app) => {
  const { checkout } = app;
  const { provider, simulator } = app.payments;

  await app.register(ordersRoutes, { checkout });
  await app.register(promoRoutes);
  await app.register(ticketsRoutes);
  await app.register(webhookRoutes, { checkout, secret: provider.webhookSecret });
  if (simulator) await app.register(simulatorRoutes, { simulator, root: app });

  // The reconciliation sweep (decision 24), in every process: expired holds are released once the
  // provider says they were not paid, and orders that closed unpaid are asked about again. A pass
  // that fails (the database is down) is logged and the next one backs off; it never stops.
  // Initialize and verify also release the expired holds they meet, asking the provider the same way.
  const sweep = periodicTask({
    name: 'reconciliation sweep',
    everyMs: app.config.RECONCILE_SWEEP_SECONDS * 1000,
    run: () => checkout.reconcile(new Date()),
    log: app.log,
  });
  app.addHook('onClose', () => sweep.stop());
};
