import {
  adminWaitingRoomSchema,
  apiErrorSchema,
  eventIdParamsSchema,
  waitingRoomSettingsSchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth/index.ts';
import type { ConsoleRoutes } from '../organizers/index.ts';
import { waitingRoomSettings } from './waiting-room-settings.ts';

const answer = {
  200: adminWaitingRoomSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** An event's waiting room (decision 54): admins, and again under /api/organizer for an organizer's own events. */
export const waitingRoomAdminRoutes: FastifyPluginAsyncZod<{ console: ConsoleRoutes }> = async (
  app,
  { console: { base, tag, scopeOf } },
) => {
  const settings = waitingRoomSettings(app.db, app.waitingRooms);
  const path = `${base}/events/:id/waiting-room`;

  app.get(
    path,
    {
      schema: {
        tags: [tag],
        summary: "An event's waiting room: its settings (null: none) and its places so far",
        params: eventIdParamsSchema,
        response: answer,
      },
    },
    async (request) => settings.view(scopeOf(request), request.params.id),
  );

  app.put(
    path,
    {
      schema: {
        tags: [tag],
        summary:
          'Turn the waiting room on, or change it live: on-sale at the venue’s clock, opening, pace, pass minutes',
        params: eventIdParamsSchema,
        body: waitingRoomSettingsSchema,
        response: answer,
      },
    },
    async (request) => settings.save(scopeOf(request), request.params.id, request.body, signedInUser(request)),
  );

  app.delete(
    path,
    {
      schema: {
        tags: [tag],
        summary: 'Turn the waiting room off: the form sells to everyone again and the places are forgotten',
        params: eventIdParamsSchema,
        response: answer,
      },
    },
    async (request) => settings.remove(scopeOf(request), request.params.id, signedInUser(request)),
  );
};
