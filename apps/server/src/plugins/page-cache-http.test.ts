import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '@storefront/contracts/page';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildWebApp } from '../../test/web-build.ts';

// Decision 25: the public pages are rendered once per version of what they show and sent as
// stored bytes. Through app.inject on a real build of the web app; on PostgreSQL too
// (`npm run test:pg`), where "another process" is a second app on its own connection.

let build: ReturnType<typeof buildWebApp>;
let t: TestApp;

beforeAll(async () => {
  build = buildWebApp();
  t = await createTestApp({ WEB_DIST: build.webDist });
}, 120_000);
afterAll(async () => {
  await t?.close();
  build?.remove();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
const renders = (app: FastifyInstance = t.app) => app.pageCache?.stats().renders ?? Number.NaN;
const setEvent = (id: string, fields: { title?: string; remaining?: number }) =>
  t.database.db.updateTable('events').set(fields).where('id', '=', id).execute();
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe('a public page from memory', () => {
  it('is rendered once and then sent as the same bytes, with an ETag a browser can revalidate', async () => {
    const first = await get(t.app, '/event-details/2');
    const before = renders();
    const second = await get(t.app, '/event-details/2');
    expect(renders()).toBe(before);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(second.headers['cache-control']).toBe('no-cache');
    const revalidated = await get(t.app, '/event-details/2', { 'if-none-match': String(second.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('is replaced on the next request after its event is edited, and never sent for the old version', async () => {
    const old = await get(t.app, '/event-details/3');
    await setEvent('3', { title: 'Edited Between Two Requests' });
    const next = await get(t.app, '/event-details/3', { 'if-none-match': String(old.headers.etag) });
    expect(next.statusCode).toBe(200);
    expect(h1(next.body)).toBe('Edited Between Two Requests');
    expect(next.headers.etag).not.toBe(old.headers.etag);
    // The list pages show the edit too.
    expect((await get(t.app, '/')).body).toContain('Edited Between Two Requests');
  });

  it('is not rendered again for a sale that changes nothing it says, and is for one that does', async () => {
    await setEvent('4', { remaining: 400 });
    const plenty = await get(t.app, '/event-details/4');
    const before = renders();
    await setEvent('4', { remaining: 399 });
    const afterSale = await get(t.app, '/event-details/4');
    expect(renders()).toBe(before);
    expect(afterSale.body).toBe(plenty.body);
    // The exact count is not in the shared bytes while there are plenty.
    expect(plenty.body).not.toContain('"remaining":399');
    expect(plenty.body).toContain('"remaining":');

    await setEvent('4', { remaining: 12 });
    const few = await get(t.app, '/event-details/4');
    expect(renders()).toBe(before + 1);
    expect(few.body).toContain('Only 12 tickets left');
    await setEvent('4', { remaining: 11 });
    expect((await get(t.app, '/event-details/4')).body).toContain('Only 11 tickets left');
    await setEvent('4', { remaining: 0 });
    expect((await get(t.app, '/event-details/4')).body).toContain('https://schema.org/SoldOut');
  });

  it('is the same bytes for a signed-in admin as for a guest: who is signed in comes after hydration', async () => {
    const admin = await createSignedInAdmin(t.app);
    const me = await t.app.inject({ url: '/api/me', headers: admin.headers });
    expect(me.json().isAdmin).toBe(true);
    for (const url of ['/', '/event-details/1', '/concerts']) {
      const guest = await get(t.app, url);
      const signedIn = await get(t.app, url, admin.headers);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toBe(guest.body);
      expect(signedIn.headers.etag).toBe(guest.headers.etag);
      expect(signedIn.body).not.toContain(admin.user.email);
      expect(signedIn.body).not.toContain(admin.user.username);
    }
  });

  it('is rendered once for every public page, lists included', async () => {
    for (const url of PUBLIC_PAGES) {
      const first = await get(t.app, url);
      expect([200, 301, 302, 308]).toContain(first.statusCode);
      if (first.statusCode !== 200) continue;
      const before = renders();
      const again = await get(t.app, url);
      expect(again.body).toBe(first.body);
      expect(renders(), url).toBe(before);
    }
  });

  it('renders once for many concurrent first requests', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 25 }, () => get(t.app, '/event-details/5')));
    expect(renders()).toBe(before + 1);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
  });

  it('stores the compressed copies once and sends the one the browser accepts', async () => {
    const plain = await get(t.app, '/');
    const br = await get(t.app, '/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(t.app, '/', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('is seen edited by another process on the same database at its next request', async () => {
    // The other process loads the renderer from a copy of the build, as a process of its own
    // would: one module shared by two apps would share React Router's route objects.
    const copy = mkdtempSync(join(tmpdir(), 'storefront-web-copy-'));
    cpSync(build.webDist, join(copy, 'dist'), { recursive: true });
    cpSync(`${build.webDist}-server`, join(copy, 'dist-server'), { recursive: true });
    onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
    const other = await t.secondProcess({ WEB_DIST: join(copy, 'dist') });
    const firstView = await get(other, '/event-details/6');
    expect(firstView.statusCode, firstView.body.slice(0, 300)).toBe(200);
    expect(h1(firstView.body)).not.toBe('Edited In The First Process');
    await setEvent('6', { title: 'Edited In The First Process' });
    expect(h1((await get(other, '/event-details/6')).body)).toBe('Edited In The First Process');
    await other.db.updateTable('events').set({ title: 'Edited In The Second Process' }).where('id', '=', '6').execute();
    expect(h1((await get(t.app, '/event-details/6')).body)).toBe('Edited In The Second Process');
  });

  it('keeps unknown addresses to the bound like any other page (a 404 page, rendered once)', async () => {
    const res = await get(t.app, '/event-details/999');
    expect(res.statusCode).toBe(404);
    const before = renders();
    expect((await get(t.app, '/event-details/999')).statusCode).toBe(404);
    expect(renders()).toBe(before);
  });
});
