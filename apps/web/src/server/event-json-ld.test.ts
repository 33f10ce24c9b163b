import type { TicketType } from '@storefront/contracts/api';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../features/catalog/test-events.ts';
import { eventJsonLd, venueStartDate } from './event-json-ld.ts';

const link = (path: string) => `https://owambe.test${path}`;
const BEFORE_START = Date.parse('2027-01-01T00:00:00Z');

describe('venueStartDate', () => {
  it("writes the venue's wall clock with the zone's offset on that date", () => {
    expect(venueStartDate(makeEvent())).toBe('2027-04-17T20:00:00-04:00');
    // London: winter time in January, summer time in June.
    expect(
      venueStartDate(
        makeEvent({
          month: 'JAN',
          date: '23',
          time: '19:30',
          timeZone: 'Europe/London',
          startsAt: '2027-01-23T19:30:00.000Z',
        }),
      ),
    ).toBe('2027-01-23T19:30:00+00:00');
    expect(
      venueStartDate(
        makeEvent({
          month: 'JUN',
          date: '19',
          time: '20:00',
          timeZone: 'Europe/London',
          startsAt: '2027-06-19T19:00:00.000Z',
        }),
      ),
    ).toBe('2027-06-19T20:00:00+01:00');
    expect(
      venueStartDate(
        makeEvent({
          month: 'JUL',
          date: '9',
          time: '18:00',
          timeZone: 'Africa/Lagos',
          startsAt: '2027-07-09T17:00:00.000Z',
        }),
      ),
    ).toBe('2027-07-09T18:00:00+01:00');
    expect(
      venueStartDate(
        makeEvent({
          month: 'MAR',
          date: '5',
          time: '9:05',
          timeZone: 'Asia/Kolkata',
          startsAt: '2027-03-05T03:35:00.000Z',
        }),
      ),
    ).toBe('2027-03-05T09:05:00+05:30');
  });
});

describe('eventJsonLd', () => {
  it('describes the event, its place, act, organizer and offer', () => {
    expect(eventJsonLd(makeEvent(), link, BEFORE_START)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Davido Live In Concert',
      description: 'One night of Afrobeats anthems.',
      startDate: '2027-04-17T20:00:00-04:00',
      // The end at the venue's clock (decision 27) (a show past midnight ends the next day there).
      endDate: '2027-04-18T00:30:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'State Farm Arena',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 State Farm Drive',
          addressLocality: 'Atlanta',
          addressRegion: 'Georgia',
          postalCode: '30303',
          addressCountry: 'US',
        },
      },
      image: ['https://owambe.test/media/events/1/share.png'],
      performer: { '@type': 'PerformingGroup', name: 'Davido' },
      // The catalogue's own event (decision 46): the storefront puts it on; Davido performs.
      organizer: { '@type': 'Organization', name: 'Owambe Tickets', url: 'https://owambe.test/' },
      offers: {
        '@type': 'Offer',
        url: 'https://owambe.test/event-details/1',
        price: 3000,
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        // On sale since the event was stored (2026-01-05T09:00Z), at the venue's clock.
        validFrom: '2026-01-05T04:00:00-05:00',
        validThrough: '2027-04-17T20:00:00-04:00',
      },
      url: 'https://owambe.test/event-details/1',
    });
  });

  it("writes a Lagos venue's full PostalAddress, and the zone's country only for an event stored without one", () => {
    const lagos = eventJsonLd(
      makeEvent({
        venue: 'Eko Energy City',
        city: 'Lagos',
        timeZone: 'Africa/Lagos',
        street: 'Eko Atlantic City, Ahmadu Bello Way, Victoria Island',
        region: 'Lagos',
        postalCode: '101241',
        countryCode: 'NG',
      }),
      link,
      BEFORE_START,
    );
    expect(lagos.location.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Eko Atlantic City, Ahmadu Bello Way, Victoria Island',
      addressLocality: 'Lagos',
      addressRegion: 'Lagos',
      postalCode: '101241',
      addressCountry: 'NG',
    });
    const bare = { street: '', region: '', postalCode: '', countryCode: '' };
    const lagosZone = eventJsonLd(makeEvent({ city: 'Lagos', timeZone: 'Africa/Lagos', ...bare }), link, BEFORE_START);
    expect(lagosZone.location.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Lagos',
      addressCountry: 'NG',
    });
    const elsewhere = eventJsonLd(makeEvent({ city: 'Accra', timeZone: 'Africa/Accra', ...bare }), link, BEFORE_START);
    expect(elsewhere.location.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Accra' });
  });

  it("names the storefront, with its site, as the organizer of an event no organizer's account runs", () => {
    // With the catalogue's eventOwner (the artist) or without: the artist is the performer, never the organizer.
    for (const eventOwner of ['Davido', undefined]) {
      const ld = eventJsonLd(makeEvent({ eventOwner }), link, BEFORE_START);
      expect(ld.organizer).toEqual({ '@type': 'Organization', name: 'Owambe Tickets', url: 'https://owambe.test/' });
      expect(ld.performer).toEqual({ '@type': 'PerformingGroup', name: 'Davido' });
    }
  });

  it("names an organizer's event's organizer, with their page /o/{slug}", () => {
    const ld = eventJsonLd(
      makeEvent({ organizer: { name: 'Eko Nights & Co', slug: 'eko-nights' } }),
      link,
      BEFORE_START,
    );
    expect(ld.organizer).toEqual({
      '@type': 'Organization',
      name: 'Eko Nights & Co',
      url: 'https://owambe.test/o/eko-nights',
    });
    expect(ld.performer).toEqual({ '@type': 'PerformingGroup', name: 'Davido' });
  });

  it('leaves endDate and validFrom out when the event has no end after its start or no on-sale time', () => {
    const ld = eventJsonLd(makeEvent({ endsAt: '2027-04-18T00:00:00.000Z', onSaleAt: null }), link, BEFORE_START);
    expect(ld).not.toHaveProperty('endDate');
    expect(ld.offers).not.toHaveProperty('validFrom');
  });

  it.each([
    // 'Few' is 20 seats or fewer, or at most a tenth of the capacity (lib/event-availability.ts).
    [500, 500, 'InStock'],
    [51, 500, 'InStock'],
    [50, 500, 'LimitedAvailability'],
    [21, 100, 'InStock'],
    [20, 100, 'LimitedAvailability'],
    [1, 500, 'LimitedAvailability'],
    [0, 500, 'SoldOut'],
  ])('says %i of %i seats left is %s', (remaining, capacity, availability) => {
    const { offers } = eventJsonLd(makeEvent({ remaining, capacity }), link, BEFORE_START);
    expect(offers.availability).toBe(`https://schema.org/${availability}`);
  });

  it('stops offering tickets once the event has started', () => {
    const { offers } = eventJsonLd(makeEvent(), link, Date.parse('2027-04-18T00:00:01Z'));
    expect(offers.availability).toBe('https://schema.org/Discontinued');
  });

  it('escapes its way into the page with the rest of the head (head-tags.ts)', () => {
    // The object itself keeps the catalogue's text as it is; escaping is the writer's job.
    expect(eventJsonLd(makeEvent({ title: 'A </script> B' }), link, BEFORE_START).name).toBe('A </script> B');
  });

  it('offers several tiers as one AggregateOffer with an Offer per tier and its own window', () => {
    const tier = makeEvent().ticketTypes[0] as TicketType;
    const event = makeEvent({
      basePrice: 0,
      ticketTypes: [
        { ...tier, id: 'r', name: 'Regular', price: 3000, available: 500 },
        { ...tier, id: 'v', name: 'VIP', price: 20_000, available: 4, salesEndAt: '2027-04-10T12:00:00.000Z' },
        { ...tier, id: 'f', name: 'Friends', price: 0, state: 'sold-out', available: 0 },
        { ...tier, id: 'e', name: 'Late', price: 5000, state: 'not-yet', salesStartAt: '2027-03-01T09:00:00.000Z' },
      ],
    });
    const { offers } = eventJsonLd(event, link, BEFORE_START);
    expect(offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 0,
      highPrice: 20_000,
      offerCount: 4,
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
    });
    const each = (offers as { offers: Record<string, unknown>[] }).offers;
    expect(each.map((offer) => [offer.name, offer.price, offer.availability])).toEqual([
      ['Regular', 3000, 'https://schema.org/InStock'],
      ['VIP', 20_000, 'https://schema.org/LimitedAvailability'],
      ['Friends', 0, 'https://schema.org/SoldOut'],
      ['Late', 5000, 'https://schema.org/PreSale'],
    ]);
    // Each valid through its own window, else the event's: from going on sale until the start.
    expect(each[0]).toMatchObject({
      validFrom: '2026-01-05T04:00:00-05:00',
      validThrough: '2027-04-17T20:00:00-04:00',
    });
    expect(each[1]).toMatchObject({ validThrough: '2027-04-10T08:00:00-04:00' });
    expect(each[3]).toMatchObject({ validFrom: '2027-03-01T04:00:00-05:00' });
  });

  it('keeps one Offer for a one-tier event', () => {
    expect(eventJsonLd(makeEvent(), link, BEFORE_START).offers).toMatchObject({ '@type': 'Offer', price: 3000 });
  });

  it('writes an event with several dates as an EventSeries of one Event per date, each with its own offer (decision 50)', () => {
    const showtimes = [
      {
        id: '3-1',
        startsAt: '2027-07-09T17:00:00.000Z',
        endsAt: '2027-07-09T19:30:00.000Z',
        capacity: 150,
        // Plenty: the event's offer counts the seats of its dates to come (lib/event-availability.ts).
        remaining: 140,
        seated: false,
      },
      {
        id: '3-2',
        startsAt: '2027-07-10T19:00:00.000Z',
        endsAt: '2027-07-10T21:30:00.000Z',
        capacity: 150,
        remaining: 0,
        seated: false,
      },
    ];
    const film = makeEvent({ id: '3', timeZone: 'Africa/Lagos', startsAt: showtimes[0]?.startsAt, showtimes });
    const ld = eventJsonLd(film, link, BEFORE_START) as Record<string, unknown> & {
      subEvent: Record<string, unknown>[];
    };
    expect(ld['@type']).toBe('EventSeries');
    expect(ld.subEvent.map((date) => [date['@type'], date.startDate, date.endDate, date.url])).toEqual([
      [
        'Event',
        '2027-07-09T18:00:00+01:00',
        '2027-07-09T20:30:00+01:00',
        'https://owambe.test/ticket-purchase/3?showtime=3-1',
      ],
      [
        'Event',
        '2027-07-10T20:00:00+01:00',
        '2027-07-10T22:30:00+01:00',
        'https://owambe.test/ticket-purchase/3?showtime=3-2',
      ],
    ]);
    const availability = ld.subEvent.map((date) => (date.offers as { availability: string }[])[0]?.availability);
    expect(availability).toEqual(['https://schema.org/InStock', 'https://schema.org/SoldOut']);
    expect(ld.subEvent[0]).not.toHaveProperty('@context');
    expect(ld.subEvent[0]).toMatchObject({ name: film.title, location: { name: film.venue } });
    // A one-date event stays one Event.
    expect(eventJsonLd(makeEvent(), link, BEFORE_START)['@type']).toBe('Event');
  });
});
