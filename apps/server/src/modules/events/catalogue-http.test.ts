import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eventListSchema, eventSchema } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sellOneSeat = (id: string) =>
  t.database.db
    .updateTable('events')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('id', '=', id)
    .execute();

describe.each([
  ['/api/events', (body: unknown) => eventListSchema.parse(body).events[0]?.remaining],
  ['/api/events/1', (body: unknown) => eventSchema.parse(body).remaining],
])('GET %s: ETag and 304', (url, remainingOfFirst) => {
  it('answers with a weak ETag from the content, and 304 with no body when the client has it', async () => {
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await t.app.inject({ url })).headers.etag).toBe(etag);

    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    expect(again.headers.vary).toMatch(/accept-encoding/i);

    const other = await t.app.inject({ url, headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('changes the ETag and serves the seats left as soon as a seat is sold', async () => {
    const before = await t.app.inject({ url });
    await sellOneSeat('1');
    const after = await t.app.inject({ url, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(remainingOfFirst(after.json())).toBe((remainingOfFirst(before.json()) ?? 0) - 1);
  });
});

describe('the catalogue cache across processes', () => {
  it('serves another process’s sale and edit on the next request (SQLite file or PostgreSQL shared)', async () => {
    // Over real HTTP: a request sent after the change arrives as the network delivers it (a later
    // turn of the event loop, where the SQLite data version is read again, database.ts).
    const other = await t.secondProcess();
    const origin = await other.listen({ host: '127.0.0.1', port: 0 });
    const get = async (path: string) => (await fetch(`${origin}${path}`)).json();
    const list = async () => eventListSchema.parse(await get('/api/events')).events;
    const one = async () => eventSchema.parse(await get('/api/events/2'));
    const [seats, title] = [(await one()).remaining, (await list())[1]?.title];

    // The first process's database handle stands for any other writer (a checkout, the back office).
    await sellOneSeat('2');
    expect((await one()).remaining).toBe(seats - 1);
    expect((await list())[1]?.remaining).toBe(seats - 1);

    await t.database.db.updateTable('events').set({ title: 'Renamed for the test' }).where('id', '=', '2').execute();
    expect((await one()).title).toBe('Renamed for the test');
    expect((await list())[1]?.title).toBe('Renamed for the test');
    expect(title).not.toBe('Renamed for the test');
  });

  it('stops serving an event that is no longer in the catalogue', async () => {
    expect((await t.app.inject({ url: '/api/events/8' })).statusCode).toBe(200);
    await t.database.db.deleteFrom('ticket_types').where('event_id', '=', '8').execute();
    await t.database.db.deleteFrom('events').where('id', '=', '8').execute();
    const gone = await t.app.inject({ url: '/api/events/8' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'No event found for ID 8' });
    const ids = eventListSchema.parse((await t.app.inject({ url: '/api/events' })).json()).events.map((e) => e.id);
    expect(ids).not.toContain('8');
  });
});

describe('compression of JSON answers', () => {
  it('sends the catalogue brotli or gzip as accepted, the same JSON, with Vary: Accept-Encoding', async () => {
    const plain = await t.app.inject({ url: '/api/events' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await t.app.inject({ url: '/api/events', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await t.app.inject({ url: '/api/events/1', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(
      (await t.app.inject({ url: '/api/events/1' })).json(),
    );
  });

  it('compresses other JSON answers from 1 KB up, and leaves small ones plain', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(docs.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);

    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('the catalogue cache and a transaction in this process', () => {
  it('never keeps a change that was rolled back, even when asked while it was open', async () => {
    const title = eventSchema.parse((await t.app.inject({ url: '/api/events/3' })).json()).title;
    const titles = async () => [
      eventSchema.parse((await t.app.inject({ url: '/api/events/3' })).json()).title,
      eventListSchema.parse((await t.app.inject({ url: '/api/events' })).json()).events.find((e) => e.id === '3')
        ?.title,
    ];
    let during: Promise<(string | undefined)[]> | undefined;
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('events').set({ title: 'Never committed' }).where('id', '=', '3').execute();
        // Asked while the change is open (not awaited here: on SQLite the read waits for the transaction).
        during = titles();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await during).toEqual([title, title]);
    expect(await titles()).toEqual([title, title]);
  });
});
