import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoredImage } from './poster-images.ts';

/** The `event_images` table: an event's poster files and share image, bytes and all (migration 010). */
export function eventImagesRepository(db: Kysely<Database>) {
  return {
    async find(eventId: string, name: string) {
      return db
        .selectFrom('event_images')
        .select(['version', 'content_type', 'bytes', 'etag'])
        .where('event_id', '=', eventId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    /** Puts a new poster's images in place of the event's old ones (call inside the poster's transaction). */
    async replaceAll(eventId: string, version: string, images: StoredImage[], now: Date): Promise<void> {
      await db.deleteFrom('event_images').where('event_id', '=', eventId).execute();
      await db
        .insertInto('event_images')
        .values(images.map((image) => row(eventId, version, image, now)))
        .execute();
    },

    /** Keeps one image unless another process stored it first (a lazily drawn share image). */
    async insertIfMissing(eventId: string, version: string, image: StoredImage, now: Date): Promise<void> {
      await db
        .insertInto('event_images')
        .values(row(eventId, version, image, now))
        .onConflict((oc) => oc.columns(['event_id', 'name']).doNothing())
        .execute();
    },
  };
}

function row(eventId: string, version: string, image: StoredImage, now: Date) {
  return {
    event_id: eventId,
    name: image.name,
    version,
    content_type: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    etag: image.etag,
    created_at: now.toISOString(),
  };
}
