import type { Showtime, StorefrontEvent } from '@storefront/contracts/api';

/** A catalogue-shaped event for tests; override what the test is about. */
export function makeEvent(overrides: Partial<StorefrontEvent> = {}): StorefrontEvent {
  const id = overrides.id ?? '1';
  return {
    id,
    title: 'Davido Live In Concert',
    status: 'published',
    eventImage: `/posters/${id}.svg`,
    imageWidth: 1200,
    imageHeight: 800,
    description: 'One night of Afrobeats anthems.',
    venue: 'State Farm Arena',
    city: 'Atlanta',
    category: 'Concert',
    month: 'APR',
    date: '17',
    year: '2027',
    time: '20:00',
    timeZone: 'America/New_York',
    about: 'About the show.',
    eventOwner: 'Davido',
    artistName: 'Davido',
    day: 'Saturday',
    startsAt: '2027-04-18T00:00:00.000Z',
    endsAt: '2027-04-18T04:30:00.000Z',
    street: '1 State Farm Drive',
    region: 'Georgia',
    postalCode: '30303',
    countryCode: 'US',
    onSaleAt: '2026-01-05T09:00:00.000Z',
    subaccount_code: 'null',
    ticketFileName: 'ticket.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.2 MB',
    basePrice: 3000,
    capacity: 500,
    remaining: 500,
    maxPerOrder: 10,
    ticketTypes: [
      {
        id: `${id}-regular`,
        name: 'Regular',
        description: '',
        price: overrides.basePrice ?? 3000,
        admits: 1,
        minPerOrder: 1,
        maxPerOrder: 10,
        capacity: null,
        salesStartAt: null,
        salesEndAt: null,
        state: 'on-sale',
        available: overrides.remaining ?? 500,
        opensAfter: null,
      },
    ],
    ...overrides,
  };
}

/** A small catalogue: two concerts and the movie. */
export const sampleEvents: StorefrontEvent[] = [
  makeEvent(),
  makeEvent({
    id: '2',
    title: 'Asake: Lungu Boy Tour',
    artistName: 'Asake',
    eventOwner: 'Asake',
    venue: 'Ziggo Dome',
    city: 'Amsterdam',
    day: 'Friday',
  }),
  makeEvent({
    id: '3',
    title: 'Alakada: Bad and Boujee',
    category: 'Movie',
    artistName: 'Toyin Abraham',
    eventOwner: 'Toyin Abraham',
    venue: 'Genesis Cinema',
    city: 'Lagos',
  }),
];

/** Before every date of `makeFilm` (tests that read the clock set it here). */
export const BEFORE_FILM = new Date('2027-07-01T12:00:00.000Z');

/**
 * The seeded film with its four dates at the venue's clock (decision 50): Friday 9 July 18:00,
 * Saturday 10 July 20:00, Sunday 11 July 15:00 and 19:30, Lagos (UTC+1); override their seats.
 */
export function makeFilm(remaining: Partial<Record<'3-1' | '3-2' | '3-3' | '3-4', number>> = {}): StorefrontEvent {
  const date = (id: '3-1' | '3-2' | '3-3' | '3-4', startsAt: string, endsAt: string, capacity: number): Showtime => ({
    id,
    startsAt,
    endsAt,
    capacity,
    remaining: remaining[id] ?? capacity,
    seated: false,
  });
  const showtimes = [
    date('3-1', '2027-07-09T17:00:00.000Z', '2027-07-09T19:15:00.000Z', 150),
    date('3-2', '2027-07-10T19:00:00.000Z', '2027-07-10T21:15:00.000Z', 150),
    date('3-3', '2027-07-11T14:00:00.000Z', '2027-07-11T16:15:00.000Z', 100),
    date('3-4', '2027-07-11T18:30:00.000Z', '2027-07-11T20:45:00.000Z', 100),
  ];
  const left = showtimes.reduce((sum, showtime) => sum + showtime.remaining, 0);
  return makeEvent({
    id: '3',
    title: 'Alakada: Bad and Boujee',
    category: 'Movie',
    artistName: 'Toyin Abraham',
    eventOwner: 'Toyin Abraham',
    venue: 'Genesis Cinema',
    city: 'Lagos',
    timeZone: 'Africa/Lagos',
    month: 'JUL',
    date: '9',
    year: '2027',
    time: '18:00',
    day: 'Friday',
    startsAt: '2027-07-09T17:00:00.000Z',
    endsAt: '2027-07-09T19:15:00.000Z',
    capacity: 500,
    remaining: left,
    showtimes,
  });
}
