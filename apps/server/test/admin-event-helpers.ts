import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { SignedInUser } from './auth-helpers.ts';

/** A complete, valid event form for POST/PUT /api/admin/events; override what a test is about. */
export function eventForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Tems: Born in the Wild',
    artistName: 'Tems',
    eventOwner: 'Tems',
    category: 'Concert',
    description: 'One night of Tems with a full band.',
    about: 'Tems plays Born in the Wild from start to finish, with the hits after.',
    venue: 'Eko Convention Centre',
    city: 'Lagos',
    timeZone: 'Africa/Lagos',
    startDate: '2031-03-14',
    startTime: '19:30',
    basePrice: 25000,
    capacity: 40,
    subaccountCode: '',
    status: 'draft',
    ...overrides,
  };
}

/** A real image of the given size and format: a gradient with some noise, like a photo. */
export async function pictureOf(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (i * 7919) % 256;
    pixels[i + 2] = 120;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

export const createEvent = (app: FastifyInstance, admin: SignedInUser, overrides: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/admin/events', headers: admin.headers, payload: eventForm(overrides) });

export const saveEvent = (
  app: FastifyInstance,
  admin: SignedInUser,
  id: string,
  overrides: Record<string, unknown> = {},
) =>
  app.inject({ method: 'PUT', url: `/api/admin/events/${id}`, headers: admin.headers, payload: eventForm(overrides) });

export const uploadPoster = (
  app: FastifyInstance,
  who: Record<string, string>,
  id: string,
  body: Buffer | string,
  contentType = 'image/png',
) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/events/${id}/poster`,
    headers: { ...who, 'content-type': contentType },
    payload: body,
  });

/** The form of an existing event as GET /api/admin/events/:id answers it (to change one field). */
export async function formOf(app: FastifyInstance, admin: SignedInUser, id: string) {
  const { event } = (await app.inject({ url: `/api/admin/events/${id}`, headers: admin.headers })).json();
  const keys = Object.keys(eventForm());
  return Object.fromEntries(keys.map((key) => [key, event[key]]));
}
