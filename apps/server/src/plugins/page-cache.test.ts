import type { OrganizerProfile, StorefrontEvent } from '@storefront/contracts/api';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../lib/cached-body.ts';
import { cachedBody } from '../lib/cached-body.ts';
import { type PageEvents, pageCache, type RenderResult } from './page-cache.ts';

// The page cache's own rules, with a catalogue and a renderer of the test's making: the time an
// event starts, the bound, and a render that was already running when the data changed.

const START = Date.parse('2027-01-10T20:00:00Z');

function fakeEvent(id: string, title: string): StorefrontEvent {
  return { id, title, startsAt: new Date(START).toISOString(), remaining: 100, capacity: 100 } as StorefrontEvent;
}

/** knownNow: the catalogue can tell its snapshots are current without a read (SQLite), or never can (PostgreSQL). */
function setUp({ maxEntries = 10, knownNow = true } = {}) {
  let clock = START - 60_000;
  let event = fakeEvent('1', 'First');
  let snapshot: Snapshot<StorefrontEvent> = { value: event, body: cachedBody(event) };
  const rendered: string[] = [];
  let hold: Promise<void> | null = null;
  const cache = pageCache({
    catalogue: {
      listed: async () => ({ value: [snapshot.value], body: snapshot.body }),
      shown: async () => snapshot,
      organizer: async () => undefined,
      listedNow: () => undefined,
      shownNow: () => (knownNow ? snapshot : undefined),
      organizerNow: () => undefined,
    },
    seatsAsShown: (e) => e,
    maxEntries,
    now: () => clock,
    async render(url: string, events: PageEvents): Promise<RenderResult> {
      const shown = await events.findById('1');
      if (hold) await hold;
      rendered.push(url);
      const started = clock >= Date.parse(shown?.startsAt ?? '') ? 'started' : 'on sale';
      return { kind: 'page', status: 200, html: `<h1>${shown?.title}</h1><p>${started}</p>${url}` };
    },
  });
  const html = async (url: string) => {
    const outcome = await cache.page(url);
    if (outcome.kind !== 'page') throw new Error(`not a page: ${outcome.kind}`);
    return outcome.page.identity.toString();
  };
  return {
    cache,
    html,
    rendered,
    edit(title: string) {
      event = fakeEvent('1', title);
      snapshot = { value: event, body: cachedBody(event) };
    },
    setClock: (ms: number) => {
      clock = ms;
    },
    holdRenders() {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
  };
}

describe('the page cache', () => {
  it('renders a page again once an event it shows has started, not before', async () => {
    const t = setUp();
    expect(await t.html('/event-details/1')).toContain('on sale');
    t.setClock(START - 1);
    expect(await t.html('/event-details/1')).toContain('on sale');
    expect(t.rendered).toHaveLength(1);
    t.setClock(START);
    expect(await t.html('/event-details/1')).toContain('started');
    expect(t.rendered).toHaveLength(2);
  });

  it('keeps at most its bound, the least recently used going first', async () => {
    const t = setUp({ maxEntries: 2 });
    await t.html('/a');
    await t.html('/b');
    await t.html('/a');
    await t.html('/c');
    expect(t.cache.stats().entries).toBe(2);
    await t.html('/a');
    await t.html('/c');
    expect(t.rendered).toEqual(['/a', '/b', '/c']);
    await t.html('/b');
    expect(t.rendered).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('does not hand a request a render that read the data before a change the request came after', async () => {
    const t = setUp();
    const release = t.holdRenders();
    const early = t.cache.page('/event-details/1');
    // Let the render read the catalogue, then change it, then ask again.
    await new Promise((resolve) => setImmediate(resolve));
    t.edit('Second');
    const late = t.html('/event-details/1');
    release();
    const earlyOutcome = await early;
    expect(earlyOutcome.kind === 'page' && earlyOutcome.page.identity.toString()).toContain('First');
    expect(await late).toContain('Second');
    expect(t.rendered).toHaveLength(2);
  });

  it('hands out a stored page at once while the catalogue can tell it is current, and never across an edit or a start', async () => {
    const t = setUp();
    expect(t.cache.storedNow('/event-details/1')).toBeUndefined();
    await t.html('/event-details/1');
    expect(t.cache.storedNow('/event-details/1')?.identity.toString()).toContain('First');
    t.edit('Second');
    expect(t.cache.storedNow('/event-details/1')).toBeUndefined();
    expect(await t.html('/event-details/1')).toContain('Second');
    expect(t.cache.storedNow('/event-details/1')?.identity.toString()).toContain('Second');
    t.setClock(START);
    expect(t.cache.storedNow('/event-details/1')).toBeUndefined();
    expect(t.rendered).toHaveLength(2);
  });

  it('leaves every page to the reads when the catalogue cannot tell without the database (PostgreSQL)', async () => {
    const t = setUp({ knownNow: false });
    await t.html('/event-details/1');
    expect(t.cache.storedNow('/event-details/1')).toBeUndefined();
    expect(await t.html('/event-details/1')).toContain('First');
    expect(t.rendered).toHaveLength(1);
  });

  it('keeps nothing with a bound of 0', async () => {
    const t = setUp({ maxEntries: 0 });
    await t.html('/a');
    await t.html('/a');
    expect(t.rendered).toEqual(['/a', '/a']);
  });

  it("renders an organizer's page again when their profile changes or one of their events starts, not for a sale that shows nothing new", async () => {
    let clock = START - 60_000;
    const profileOf = (about: string, remaining: number): OrganizerProfile => ({
      name: 'Eko Nights',
      slug: 'eko',
      about,
      status: 'approved',
      events: [{ ...fakeEvent('1', 'First'), remaining }],
    });
    let snapshot: Snapshot<OrganizerProfile> = { value: profileOf('Lagos', 100), body: cachedBody(null) };
    let renders = 0;
    const cache = pageCache({
      catalogue: {
        listed: async () => ({ value: [], body: cachedBody([]) }),
        shown: async () => undefined,
        organizer: async (slug) => (slug === 'eko' ? snapshot : undefined),
        listedNow: () => undefined,
        shownNow: () => undefined,
        organizerNow: (slug) => (slug === 'eko' ? snapshot : undefined),
      },
      // The pages show 'plenty' for anything above 20 seats.
      seatsAsShown: (e) => ({ ...e, remaining: e.remaining > 20 ? e.capacity : e.remaining }),
      maxEntries: 10,
      now: () => clock,
      async render(url: string, events: PageEvents): Promise<RenderResult> {
        renders += 1;
        const profile = await events.organizer(url.slice('/o/'.length));
        return { kind: 'page', status: profile ? 200 : 404, html: `<p>${profile?.about}</p>` };
      },
    });
    const page = async (url: string) => {
      const outcome = await cache.page(url);
      if (outcome.kind !== 'page') throw new Error(`not a page: ${outcome.kind}`);
      return outcome.page;
    };
    expect((await page('/o/eko')).identity.toString()).toBe('<p>Lagos</p>');
    await page('/o/eko');
    expect(renders).toBe(1);
    // A sale among plenty of seats: the page says the same, nothing is rendered.
    snapshot = { value: profileOf('Lagos', 99), body: cachedBody(null) };
    await page('/o/eko');
    expect(cache.storedNow('/o/eko')?.identity.toString()).toBe('<p>Lagos</p>');
    expect(renders).toBe(1);
    snapshot = { value: profileOf('Lagos and Abuja', 99), body: cachedBody(null) };
    expect(cache.storedNow('/o/eko')).toBeUndefined();
    expect((await page('/o/eko')).identity.toString()).toBe('<p>Lagos and Abuja</p>');
    expect(renders).toBe(2);
    clock = START;
    await page('/o/eko');
    expect(renders).toBe(3);
    expect((await page('/o/nobody')).status).toBe(404);
  });
});
