import type { StorefrontEvent } from '@storefront/contracts/api';

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
