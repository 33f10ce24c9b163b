import { PUBLIC_PAGES } from '@storefront/contracts/page';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router.tsx';
import { makeEvent } from '../features/catalog/test-events.ts';
import { isServerRendered, pageHead, pageHeads, SITE_IMAGE } from './page-heads.ts';

const link = (path: string) => `https://owambe.test${path}`;

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
      .filter((id) => id !== 'event-details')
      .map((id) => pageHead(id, { data: null, link })?.path)
      .filter((path) => path !== null);
    expect(new Set(paths)).toEqual(new Set(PUBLIC_PAGES));
  });

  it('gives every page a title, a description of a useful length and the site image', () => {
    for (const id of Object.keys(pageHeads)) {
      if (id === 'event-details') continue;
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
});
