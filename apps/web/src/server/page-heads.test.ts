import { PUBLIC_PAGES } from '@storefront/contracts/page';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router.tsx';
import { makeEvent } from '../features/catalog/test-events.ts';
import { isServerRendered, pageHead, pageHeads, SITE_IMAGE } from './page-heads.ts';

const link = (path: string) => `https://owambe.test${path}`;

/** Routes with a page per event or per organizer: their heads come from their data. */
const PAGES_OF_THEIR_OWN = new Set(['event-details', 'organizer-profile']);

function routeIds(list: typeof routes): string[] {
  return list.flatMap((route) => [...(route.id ? [route.id] : []), ...routeIds(route.children ?? [])]);
}

describe('pageHeads', () => {
  it('describes routes of the route table only', () => {
    const ids = routeIds(routes);
    for (const id of Object.keys(pageHeads)) expect(ids).toContain(id);
  });

  it('renders the public pages on the server and leaves the account, checkout and staff screens to the browser', () => {
    for (const id of [
      'landing',
      'event-details',
      'organizer-profile',
      'concerts',
      'about-us',
      'organizers',
      'helpdesk',
      'menu',
      'support-ticket',
      'contact',
      'terms',
      'privacy',
      'not-found',
    ]) {
      expect(isServerRendered(id)).toBe(true);
    }
    for (const id of ['root', 'login', 'my-tickets', 'toString', '__proto__']) expect(isServerRendered(id)).toBe(false);
    expect(pageHead('login', { data: null, link })).toBeNull();
  });

  it('canonically names exactly the public pages the sitemap and the page checks list', () => {
    const paths = Object.keys(pageHeads)
      .filter((id) => !PAGES_OF_THEIR_OWN.has(id))
      .map((id) => pageHead(id, { data: null, link })?.path)
      .filter((path) => path !== null);
    expect(new Set(paths)).toEqual(new Set(PUBLIC_PAGES));
  });

  it('gives every page a title, a description of a useful length and the site image', () => {
    for (const id of Object.keys(pageHeads)) {
      if (PAGES_OF_THEIR_OWN.has(id)) continue;
      const head = pageHead(id, { data: null, link });
      expect(head?.title).toBeTruthy();
      expect(head?.description.length).toBeGreaterThanOrEqual(50);
      expect(head?.description.length).toBeLessThanOrEqual(170);
      expect(head?.image).toEqual(SITE_IMAGE);
    }
  });

  it('describes an event with its own words, date, place and price, its share image and JSON-LD', () => {
    const head = pageHead('event-details', { data: { event: makeEvent() }, link });
    expect(head).toMatchObject({
      status: 200,
      title: 'Davido Live In Concert',
      description:
        'One night of Afrobeats anthems. Saturday, 17 April 2027 at 20:00 (Atlanta time), State Farm Arena, Atlanta. Tickets from NGN 3,000.',
      path: '/event-details/1',
      image: {
        path: '/media/events/1/share.png',
        width: 1200,
        height: 630,
        alt: 'Davido Live In Concert: Davido at State Farm Arena, Atlanta',
      },
      jsonLd: { '@type': 'Event', name: 'Davido Live In Concert' },
    });
  });

  it('answers 404, with no canonical address, for an unknown event and an unknown path', () => {
    expect(pageHead('event-details', { data: { event: null }, link })).toMatchObject({
      status: 404,
      title: 'Event not found',
      path: null,
    });
    expect(pageHead('not-found', { data: null, link })).toMatchObject({
      status: 404,
      title: 'Page not found',
      path: null,
    });
    expect(pageHead('landing', { data: null, link })).toMatchObject({ status: 200, path: '/' });
  });

  it('describes an organizer with their own words, their page and Organization JSON-LD with their events', () => {
    const event = makeEvent({ organizer: { name: 'Eko Nights', slug: 'eko-nights' } });
    const profile = {
      name: 'Eko Nights',
      slug: 'eko-nights',
      about: 'Afrobeats nights on the Lagos waterfront',
      status: 'approved' as const,
      events: [event],
    };
    const head = pageHead('organizer-profile', { data: { profile }, link });
    expect(head).toMatchObject({
      status: 200,
      title: 'Eko Nights',
      description:
        'Eko Nights: Afrobeats nights on the Lagos waterfront. Their events, with tickets in naira, on Owambe Tickets.',
      path: '/o/eko-nights',
      image: { ...SITE_IMAGE, alt: 'Eko Nights on Owambe Tickets' },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Eko Nights',
        url: 'https://owambe.test/o/eko-nights',
        description: 'Afrobeats nights on the Lagos waterfront',
        event: [
          {
            '@type': 'Event',
            name: 'Davido Live In Concert',
            url: 'https://owambe.test/event-details/1',
            organizer: { '@type': 'Organization', name: 'Eko Nights', url: 'https://owambe.test/o/eko-nights' },
          },
        ],
      },
    });
    expect(head?.jsonLd).not.toHaveProperty('event.0.@context');
    // A long 'about' is cut to keep the description a useful length.
    const long = pageHead('organizer-profile', { data: { profile: { ...profile, about: 'A '.repeat(200) } }, link });
    expect(long?.description.length).toBeLessThanOrEqual(170);
    // No events: no empty list in the JSON-LD.
    const none = pageHead('organizer-profile', { data: { profile: { ...profile, events: [] } }, link });
    expect(none?.jsonLd).not.toHaveProperty('event');
  });

  it('answers 404, with no canonical address, for an address no organizer has', () => {
    expect(pageHead('organizer-profile', { data: { profile: null }, link })).toMatchObject({
      status: 404,
      title: 'Organizer not found',
      path: null,
    });
  });
});
