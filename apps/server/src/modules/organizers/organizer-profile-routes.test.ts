import { NO_ORGANIZER_MESSAGE } from '@storefront/contracts/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInOrganizer, giveEventTo } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// GET /api/organizers/{slug} (architecture.md §16): an organizer's public profile. Runs on SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.

describe('GET /api/organizers/{slug}', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const profile = (slug: string) => t.app.inject({ url: `/api/organizers/${slug}` });
  const ids = async (slug: string) =>
    ((await profile(slug)).json() as { events: { id: string }[] }).events.map((event) => event.id);
  const setEvent = (id: string, values: { status?: 'draft' | 'published' | 'cancelled'; starts_at?: string }) =>
    t.app.db.updateTable('events').set(values).where('id', '=', id).execute();

  it("answers an approved organizer's name, words and published events, each naming them", async () => {
    const a = await createSignedInOrganizer(t.app, { name: 'Eko Nights' });
    await giveEventTo(t.app, '1', a.organizerId);
    await giveEventTo(t.app, '2', a.organizerId);
    const res = await profile(a.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.etag).toBeTruthy();
    const body = res.json();
    expect(body).toMatchObject({ name: 'Eko Nights', slug: a.slug, about: 'Concerts in Lagos', status: 'approved' });
    expect(body.events.map((event: { id: string }) => event.id).sort()).toEqual(['1', '2']);
    for (const event of body.events) expect(event.organizer).toEqual({ name: 'Eko Nights', slug: a.slug });
    // The same ETag gets a 304.
    const again = await t.app.inject({
      url: `/api/organizers/${a.slug}`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('lists upcoming events first, soonest first, then those that have started, latest first', async () => {
    const a = await createSignedInOrganizer(t.app);
    for (const id of ['1', '2', '4', '5']) await giveEventTo(t.app, id, a.organizerId);
    await setEvent('1', { starts_at: '2099-03-01T19:00:00.000Z' });
    await setEvent('2', { starts_at: '2099-01-01T19:00:00.000Z' });
    await setEvent('4', { starts_at: '2001-01-01T19:00:00.000Z' });
    await setEvent('5', { starts_at: '2002-01-01T19:00:00.000Z' });
    expect(await ids(a.slug)).toEqual(['2', '1', '5', '4']);
  });

  it('lists published events only: never a draft or a cancelled one', async () => {
    const a = await createSignedInOrganizer(t.app);
    for (const id of ['1', '2', '4']) await giveEventTo(t.app, id, a.organizerId);
    await setEvent('2', { status: 'draft' });
    await setEvent('4', { status: 'cancelled' });
    expect(await ids(a.slug)).toEqual(['1']);
  });

  it("never lists another organizer's events, nor the platform's own", async () => {
    const a = await createSignedInOrganizer(t.app);
    const b = await createSignedInOrganizer(t.app);
    await giveEventTo(t.app, '1', a.organizerId);
    await giveEventTo(t.app, '2', b.organizerId);
    expect(await ids(a.slug)).toEqual(['1']);
    expect(await ids(b.slug)).toEqual(['2']);
    const fresh = await createSignedInOrganizer(t.app);
    expect(await ids(fresh.slug)).toEqual([]);
  });

  it('shows a paused organizer with nothing on sale', async () => {
    const a = await createSignedInOrganizer(t.app, { status: 'paused' });
    await giveEventTo(t.app, '1', a.organizerId);
    const res = await profile(a.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paused', events: [] });
  });

  it('answers 404 for a pending or declined organizer and an unknown slug, 400 for a malformed one', async () => {
    for (const status of ['pending', 'declined'] as const) {
      const applicant = await createSignedInOrganizer(t.app, { status });
      await giveEventTo(t.app, '1', applicant.organizerId);
      const res = await profile(applicant.slug);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: NO_ORGANIZER_MESSAGE });
    }
    expect((await profile('nobody-here')).statusCode).toBe(404);
    const bad = await profile('%20nope%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(NO_ORGANIZER_MESSAGE);
  });

  it("shows an edit of the organizer or of their events on the next request, and their events' pages follow", async () => {
    const a = await createSignedInOrganizer(t.app, { name: 'Eko Nights' });
    await giveEventTo(t.app, '1', a.organizerId);
    expect((await profile(a.slug)).json().name).toBe('Eko Nights');
    expect((await t.app.inject({ url: '/api/events/1' })).json().organizer).toEqual({
      name: 'Eko Nights',
      slug: a.slug,
    });

    await t.app.db
      .updateTable('organizers')
      .set({ name: 'Eko Nights Live', about: 'Now in Abuja too' })
      .where('id', '=', a.organizerId)
      .execute();
    expect((await profile(a.slug)).json()).toMatchObject({ name: 'Eko Nights Live', about: 'Now in Abuja too' });
    expect((await t.app.inject({ url: '/api/events/1' })).json().organizer.name).toBe('Eko Nights Live');
    const listed = (await t.app.inject({ url: '/api/events' })).json().events.find((e: { id: string }) => e.id === '1');
    expect(listed.organizer.name).toBe('Eko Nights Live');

    await t.app.db.updateTable('events').set({ title: 'A New Title' }).where('id', '=', '1').execute();
    expect((await profile(a.slug)).json().events[0].title).toBe('A New Title');

    // Paused by the admins: the page shows, nothing on sale; approved again, back.
    await t.app.db.updateTable('organizers').set({ status: 'paused' }).where('id', '=', a.organizerId).execute();
    expect((await profile(a.slug)).json()).toMatchObject({ status: 'paused', events: [] });
    await t.app.db.updateTable('organizers').set({ status: 'declined' }).where('id', '=', a.organizerId).execute();
    expect((await profile(a.slug)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/events/1' })).json().organizer).toBeUndefined();
  });

  it("names no organizer on the platform's own events", async () => {
    const res = await t.app.inject({ url: '/api/events/1' });
    expect(res.json().organizer).toBeUndefined();
  });
});

describe('the sitemap', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://tickets.example.ng' });
  });
  afterEach(() => t.close());

  it("lists approved organizers' pages, and no one else's", async () => {
    const approved = await createSignedInOrganizer(t.app);
    const others = await Promise.all(
      (['pending', 'declined', 'paused'] as const).map((status) => createSignedInOrganizer(t.app, { status })),
    );
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>https://tickets.example.ng/o/${approved.slug}</loc>`);
    for (const other of others) expect(xml).not.toContain(other.slug);
  });
});
