import type { FastifyPluginAsync } from 'fastify';
import { periodicTask } from '../../lib/periodic-task.ts';
import { choosePaymentProvider, simulatorRoutes } from '../payments/index.ts';
import { ticketsRoutes } from '../tickets/index.ts';
import { checkoutService } from './checkout-service.ts';
import { ordersRoutes } from './orders-routes.ts';
import { promoRoutes } from './promo-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The purchase (architecture.md §9): one checkout service shared by orders, tickets, the webhook and the simulator. */
export const checkoutModule: FastifyPluginAsync = async (app) => {
  const { provider, simulator } = choosePaymentProvider(app.config, app.db);
  const checkout = checkoutService({ db: app.db, config: app.config, provider, log: app.log });

  await app.register(ordersRoutes, { checkout });
  await app.register(promoRoutes);
  await app.register(ticketsRoutes, { checkout });
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
