import { type Kysely, sql } from 'kysely';

/**
 * The waiting room of an on-sale (decision 54). Its settings are the event's (`events.waiting_room_*`,
 * so a change renews the event's revision and the storefront's copy): the on-sale time (null: no
 * room), how long before it places are taken, buyers let in a second, a pass's minutes.
 * `waiting_rooms` is its running state, one row per event that every process advances under the
 * row's lock: the lottery's draw (and how many it numbered), the places numbered, how far admission has gone and the share
 * of a place it has earned since. `waiting_room_places` is one place per account and per device:
 * a random lottery key, its position once drawn (or at the back after), when it was let in, and
 * when its pass was used by an order or lapsed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('waiting_room_on_sale_at', 'text').execute();
  await db.schema
    .alterTable('events')
    .addColumn('waiting_room_queue_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('waiting_room_admit_per_second', 'double precision', (c) => c.notNull().defaultTo(20))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('waiting_room_pass_minutes', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();
  await db.schema
    .createTable('waiting_rooms')
    .addColumn('event_id', 'text', (c) => c.primaryKey().references('events.id'))
    .addColumn('drawn_at', 'text')
    .addColumn('drawn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('placed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admitted_through', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credit', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('credited_at', 'text')
    .execute();
  await db.schema
    .createTable('waiting_room_places')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('lottery_key', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('position', 'integer')
    .addColumn('admitted_at', 'text')
    .addColumn('pass_used_at', 'text')
    .addColumn('expired_at', 'text')
    .execute();
  for (const column of ['user_id', 'device', 'position'] as const) {
    await db.schema
      .createIndex(`waiting_room_places_${column}`)
      .unique()
      .on('waiting_room_places')
      .columns(['event_id', column])
      .execute();
  }
  await db.schema
    .createIndex('waiting_room_places_lottery')
    .on('waiting_room_places')
    .columns(['event_id', 'lottery_key'])
    .where(sql.ref('position'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waiting_room_places').execute();
  await db.schema.dropTable('waiting_rooms').execute();
  for (const column of ['pass_minutes', 'admit_per_second', 'queue_minutes', 'on_sale_at']) {
    await db.schema.alterTable('events').dropColumn(`waiting_room_${column}`).execute();
  }
}
