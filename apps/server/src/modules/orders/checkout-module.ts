import type { FastifyPluginAsync } from 'fastify';
import { choosePaymentProvider } from '../payments/providers.ts';
import { simulatorRoutes } from '../payments/simulator-routes.ts';
import { webhookRoutes } from '../payments/webhook-routes.ts';
import { ticketsRoutes } from '../tickets/tickets-routes.ts';
import { checkoutService } from './checkout-service.ts';
import { ordersRoutes } from './orders-routes.ts';

/** How often lapsed holds are swept (initialize and verify also release them as they meet them). */
const SWEEP_INTERVAL_MS = 60_000;

/** The purchase (DESIGN §4): one checkout service shared by orders, tickets, the webhook and the simulator. */
export const checkoutModule: FastifyPluginAsync = async (app) => {
  const { provider, simulator } = choosePaymentProvider(app.config, app.db);
  const checkout = checkoutService({ db: app.db, config: app.config, provider, log: app.log });

  await app.register(ordersRoutes, { checkout });
  await app.register(ticketsRoutes, { checkout });
  await app.register(webhookRoutes, { checkout, secret: provider.webhookSecret });
  if (simulator) await app.register(simulatorRoutes, { simulator, root: app });

  const sweep = setInterval(() => {
    checkout
      .releaseExpiredHolds(new Date())
      .catch((error: unknown) => app.log.error({ err: error }, 'hold sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};
