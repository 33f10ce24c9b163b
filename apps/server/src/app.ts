import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { catalogueReads } from './db/catalogue-reads.ts';
import type { DataVersion, Dialect } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { sendError } from './lib/http-error.ts';
import { publicLink } from './lib/public-link.ts';
import { simulatedServices } from './lib/test-mode.ts';
import { adminAccess, registerAdminGuard } from './modules/admin/admin-access.ts';
import { adminModule } from './modules/admin/admin-module.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { registerSessions } from './modules/auth/session-plugin.ts';
import { doorRoutes } from './modules/door/door-routes.ts';
import { staffAccess } from './modules/door/staff.ts';
import { type CatalogueCache, catalogueCache } from './modules/events/catalogue-cache.ts';
import { eventsRepository } from './modules/events/events-repository.ts';
import { eventsRoutes } from './modules/events/events-routes.ts';
import { mediaRoutes } from './modules/media/media-routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter-routes.ts';
import { checkoutModule, decorateCheckout } from './modules/orders/checkout-module.ts';
import { marketplaceModule, registerOrganizerGuard } from './modules/organizers/index.ts';
import { chooseMailTransport } from './modules/outbox/mail-transport.ts';
import { devOutboxRoutes } from './modules/outbox/outbox-routes.ts';
import { type OutboxWorker, outboxWorker } from './modules/outbox/outbox-worker.ts';
import { seatsRoutes } from './modules/seats/index.ts';
import { seoRoutes } from './modules/seo/seo-routes.ts';
import { supportRoutes } from './modules/support/support-routes.ts';
import { systemRoutes } from './modules/system/system-routes.ts';
import { myTicketsRoutes } from './modules/tickets/my-tickets-routes.ts';
import { waitingRoomRoutes, waitingRooms } from './modules/waiting-room/index.ts';
import { waitlistRoutes } from './modules/waitlist/index.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loggerOptions, OneLinePerRequest } from './plugins/logging.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dbDialect: Dialect;
    /** SQLite's change counter (db/database.ts); undefined on PostgreSQL. */
    dbDataVersion: DataVersion | undefined;
    /** Sends the outbox; null when there is nowhere to send (no SMTP_URL, no mailbox). */
    outboxWorker: OutboxWorker | null;
    /** The catalogue as of its rows' revisions, shared by /api/events and the rendered pages. */
    catalogue: CatalogueCache;
  }
}

export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  /** The database handle's `dataVersion`, where it has one (SQLite). */
  dataVersion?: DataVersion;
  /** Tests only: where the log goes (at LOG_LEVEL), to read what was logged. */
  logStream?: NodeJS.WritableStream;
}

/** Largest JSON body any endpoint accepts; nothing the storefront sends comes near it. */
const BODY_LIMIT = 64 * 1024;

/** Builds the whole app without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, db, dialect, dataVersion, logStream }: AppDeps): Promise<FastifyInstance> {
  const hops = config.TRUST_PROXY;
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // A hop count as proxy-addr's trust function (Fastify's types take no number): trust the
    // `hops` addresses nearest to us, so the client is the one the outermost proxy saw.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbDialect', dialect);
  app.decorate('dbDataVersion', dataVersion);
  // Through connections of its own on PostgreSQL: a rush's buyers must not keep the pages waiting.
  app.decorate('catalogue', catalogueCache(eventsRepository(catalogueReads(db)), dataVersion));
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);
  // Root-level hooks: CSRF check/cookie on every request, then `request.user` for /api/ routes.
  registerCsrf(app);
  registerSessions(app);
  // Who may use the back office: every /api/admin route is guarded before its body is read
  // (registerAdminGuard), and GET /api/me can tell the web app.
  const admins = adminAccess(config);
  app.decorate('isAdmin', admins.isAdmin);
  app.decorate('requireAdmin', admins.requireAdmin);
  registerAdminGuard(app);
  // Organizers (decision 31): every /api/organizer route is theirs, and scoped to them.
  registerOrganizerGuard(app, db);
  // Door staff (admins among them): the door's routes, the verify page's Admit button and GET /api/me.
  const staff = staffAccess(db, config);
  app.decorate('isStaff', staff.isStaff);
  app.decorate('requireStaff', staff.requireStaff);
  app.decorate('doorAccess', staff.doorAccess);
  app.decorateRequest('doorAccess', null);
  // One payment provider and one checkout for the whole process (architecture.md §9).
  decorateCheckout(app);
  // The on-sales' waiting rooms (decision 54): one per process, its state in the database.
  app.decorate('waitingRooms', waitingRooms(db, config.SESSION_SECRET));
  await registerApiDocs(app);

  await app.register(systemRoutes);
  await app.register(eventsRoutes);
  await app.register(seatsRoutes);
  await app.register(authRoutes);
  await app.register(checkoutModule);
  await app.register(doorRoutes);
  await app.register(myTicketsRoutes);
  await app.register(newsletterRoutes);
  await app.register(waitlistRoutes);
  await app.register(waitingRoomRoutes);
  await app.register(supportRoutes);
  await app.register(seoRoutes);
  // The two consoles (the back office and the organizer console), then the marketplace's own routes.
  await app.register(adminModule);
  await app.register(marketplaceModule);
  await app.register(mediaRoutes);
  // The development mailbox (/dev/mailbox, /api/dev/outbox): only when DEV_MAILBOX is on
  // (never in production), and it answers loopback clients only.
  if (config.DEV_MAILBOX) await app.register(devOutboxRoutes);

  registerOutboxWorker(app);

  // The public pages are rendered here, reading the catalogue directly (not over HTTP), and kept
  // per version of what they show (plugins/page-cache.ts).
  await registerWebApp(app, {
    webDist: config.WEB_DIST,
    catalogue: app.catalogue,
    pageCacheEntries: config.PAGE_CACHE_ENTRIES,
    pageData: {
      site: {
        testMode: Object.values(simulatedServices(config)).some(Boolean),
        simulated: simulatedServices(config),
        publicUrl: publicLink(config.PUBLIC_URL, ''),
      },
      ...(config.TWITTER_SITE ? { twitterSite: config.TWITTER_SITE } : {}),
    },
    link: (path) => publicLink(config.PUBLIC_URL, path),
  });
  return app;
}

/**
 * The delivery worker runs in the server process (architecture.md §10): it starts polling once the app
 * is ready and, on close, stops and waits for the messages in flight. With nowhere to send
 * (production without SMTP_URL) the messages wait in the outbox, and start-up says so loudly.
 */
function registerOutboxWorker(app: FastifyInstance) {
  const { config } = app;
  const transport = chooseMailTransport(config);
  const worker = transport
    ? outboxWorker({
        db: app.db,
        dialect: app.dbDialect,
        transport,
        from: config.MAIL_FROM,
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
        pollMs: config.OUTBOX_POLL_MS,
        log: app.log,
      })
    : null;
  app.decorate('outboxWorker', worker);
  app.addHook('onReady', async () => {
    if (worker) worker.start();
    else app.log.error('SMTP_URL is not set: no email is sent; they wait in the outbox until it is');
  });
  app.addHook('onClose', async () => worker?.stop());
}
