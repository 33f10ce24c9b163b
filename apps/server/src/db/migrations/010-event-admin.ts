import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Events managed in the back office (decision 14):
 * - `events.status`: 'draft' (only admins see it), 'published' (on sale) or 'cancelled' (its
 *   page says so; nothing can be bought). The seeded nine are published.
 * - `events.poster_version`: null while the event shows its built-in SVG poster; the version of
 *   its uploaded poster otherwise (part of the images' addresses, so they can be cached for good).
 * - `events.updated_at`, and `events.admin_edited_at`: set by every admin change, so a restart's
 *   seeding never moves or rewrites an event someone has edited.
 * - `event_images`: the uploaded posters at the sizes the pages use and each event's 1200×630
 *   share image, as bytes in the database, so every server process serves the same files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('events')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('events').addColumn('poster_version', 'text').execute();
  await db.schema.alterTable('events').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('events').addColumn('admin_edited_at', 'text').execute();
  await sql`update events set updated_at = ${new Date().toISOString()}`.execute(db);
  await db.schema.createIndex('events_status').on('events').column('status').execute();

  await db.schema
    .createTable('event_images')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    // 'share.png', or a poster variant: 'poster-600.webp', 'poster-1200.webp', 'poster-1200.jpg'.
    .addColumn('name', 'text', (c) => c.notNull())
    // The poster version the image belongs to; 'builtin' for a share image drawn from the SVG.
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', postgres ? sql`bytea` : 'blob', (c) => c.notNull())
    // Quoted SHA-256 of the bytes: the ETag.
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_images_pk', ['event_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_images').execute();
  await db.schema.dropIndex('events_status').execute();
  for (const column of ['admin_edited_at', 'updated_at', 'poster_version', 'status']) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
}
