import { fileURLToPath } from 'node:url';
import type { SectionSpec } from '@storefront/contracts/rules';

/**
 * The nine events the storefront sells (product.md §3.1).
 * Dates are the venue's local wall-clock time; `timeZone` turns them into an instant.
 */
export interface CatalogueEvent {
  id: string;
  title: string;
  category: 'Concert' | 'Movie';
  eventOwner: string | null;
  artistName: string;
  venue: string;
  city: string;
  timeZone: string;
  month: string;
  date: string;
  year: string;
  time: string;
  basePrice: number;
  subaccountCode: string;
  description: string;
  about: string;
  ticketFileName: string;
  ticketFileType: string;
  ticketFileSize: string;
  capacity: number;
  /** How long the show runs, in minutes: its end is the start plus this (decision 27). */
  durationMinutes: number;
  /** The venue's postal address (decision 27): the map's fallback, the ticket, schema.org. */
  street: string;
  region: string;
  postalCode: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
  /** Tiers beside Regular (architecture.md §9.3), so a fresh install shows what tiers look like. */
  tiers?: CatalogueTier[];
  /** What Regular is, when it needs saying: the standing beside a seated stand (decision 51). */
  regularDescription?: string;
  /**
   * The event's dates when it has several (decision 50), or its one date when that sells a seat
   * plan (decision 51), the first being the catalogue's own date and time; their capacities add
   * up to the event's.
   */
  showtimes?: CatalogueShowtime[];
}

/** One date of a built-in event: days after the catalogue's date, the venue's clock, and its places. */
export interface CatalogueShowtime {
  daysAfter: number;
  time: string;
  /**
   * The date's places: its plan's seats, plus the standing places of the event's tiers with no
   * seats on the plan when it has some (decision 51: a concert's pitch beside its seated stand).
   */
  capacity: number;
  /** The venue's seat plan (`cataloguePlans`); its sections are sold at the tiers of their names. */
  plan?: string;
  /** The tier, by name, selling a section of the plan not named after one. */
  sectionTiers?: Record<string, string>;
}

/**
 * The built-in venues' seat plans (decision 51): each section sold at the tier of its name, or
 * the one its date names. A cinema's rows run from the screen (A) back; Premium is the last rows,
 * wider apart. A stadium's stand rows run from the pitch (A) up.
 */
export const cataloguePlans: Record<string, { venue: string; name: string; sections: SectionSpec[] }> = {
  'genesis-lekki-hall-1': {
    venue: 'Genesis Cinema, Lekki',
    name: 'Hall 1',
    sections: [
      {
        name: 'Regular',
        firstRow: 'A',
        rows: 10,
        seatsPerRow: 12,
        aisleAfter: [6],
        wheelchair: ['A1', 'A2'],
        companion: ['A3'],
        restricted: ['A12'],
      },
      {
        name: 'Premium',
        firstRow: 'K',
        rows: 3,
        seatsPerRow: 10,
        aisleAfter: [],
        wheelchair: [],
        companion: [],
        restricted: [],
      },
    ],
  },
  'genesis-lekki-hall-2': {
    venue: 'Genesis Cinema, Lekki',
    name: 'Hall 2',
    sections: [
      {
        name: 'Regular',
        firstRow: 'A',
        rows: 8,
        seatsPerRow: 10,
        aisleAfter: [5],
        wheelchair: ['A1'],
        companion: ['A2'],
        restricted: [],
      },
      {
        name: 'Premium',
        firstRow: 'J',
        rows: 2,
        seatsPerRow: 10,
        aisleAfter: [],
        wheelchair: [],
        companion: [],
        restricted: [],
      },
    ],
  },
  // The front of the north stand, facing the stage across the standing pitch: 96 seats.
  'stade-de-france-north-stand': {
    venue: 'Stade de France, Saint-Denis',
    name: 'North stand',
    sections: [
      {
        name: 'North stand',
        firstRow: 'A',
        rows: 6,
        seatsPerRow: 16,
        aisleAfter: [8],
        wheelchair: ['A1', 'A16'],
        companion: ['A2', 'A15'],
        restricted: [],
      },
    ],
  },
};

/** A tier of a built-in event, beside its Regular (which is `basePrice`, no stock of its own). */
export interface CatalogueTier {
  /** The id's suffix: '{eventId}-{key}'. */
  key: string;
  name: string;
  description: string;
  price: number;
  capacity: number;
  admits: number;
  sortOrder: number;
  /** An early bird whose sale ran the month before the install and has ended; Regular follows it. */
  earlyBird?: boolean;
}

/** Every poster is drawn on the same 1200 x 800 canvas so cards reserve their space. */
export const POSTER_SIZE = { width: 1200, height: 800 } as const;
/** What a new event shows until its poster is uploaded (it cannot be published without one). */
export const PLACEHOLDER_POSTER = '/posters/placeholder.svg';

/** Whether the id is one of the built-in nine, which have an SVG poster in the web app. */
export const isCatalogueId = (id: string) => catalogueIds.has(id);

/**
 * The SVG file of a built-in poster (apps/web/public/posters), read on the server to draw the
 * event's 1200×630 share image. Only for a catalogue id, so no request names another file.
 */
export function builtinPosterFile(id: string): string | null {
  return isCatalogueId(id) ? fileURLToPath(new URL(`${id}.svg`, postersFolder)) : null;
}

// A literal path, so the compiled server (scripts/build-server.mjs) can point it at the same folder.
const postersFolder = new URL('../../../web/public/posters/', import.meta.url);

export const catalogue: CatalogueEvent[] = [
  {
    id: '1',
    title: 'Davido Live In Concert',
    category: 'Concert',
    eventOwner: 'Davido',
    artistName: 'Davido',
    venue: 'State Farm Arena',
    city: 'Atlanta',
    timeZone: 'America/New_York',
    month: 'APR',
    date: '17',
    year: '2027',
    time: '20:00',
    basePrice: 3000,
    subaccountCode: 'ACCT_8f4s1eq7ml6rlzj',
    description: 'OBO brings the Timeless show to Atlanta for one night of Afrobeats anthems.',
    about:
      'Davido returns to the State Farm Arena with a full live band, horns and dancers for a night that runs from the early hits to the Timeless era. Expect "Fall", "If", "Unavailable" and "Feel" back to back, special guests from the Afrobeats scene, and a crowd that sings every word. Doors open two hours before the show; the arena is fully seated on the upper levels with a standing floor in front of the stage.',
    ticketFileName: 'davido-live-in-concert.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.2 MB',
    capacity: 500,
    durationMinutes: 270,
    street: '1 State Farm Drive',
    region: 'Georgia',
    postalCode: '30303',
    countryCode: 'US',
    tiers: [
      {
        key: 'vip',
        name: 'VIP',
        description: 'Front-of-stage standing area, express entry and a welcome drink.',
        price: 15000,
        capacity: 40,
        admits: 1,
        sortOrder: 1,
      },
      {
        key: 'table',
        name: 'Table for 10',
        description: 'A reserved table for ten on the lower bowl with bottle service. One ticket admits all ten.',
        price: 250000,
        capacity: 8,
        admits: 10,
        sortOrder: 2,
      },
    ],
  },
  {
    id: '2',
    title: 'Asake: Lungu Boy Tour',
    category: 'Concert',
    eventOwner: 'Asake',
    artistName: 'Asake',
    venue: 'Ziggo Dome',
    city: 'Amsterdam',
    timeZone: 'Europe/Amsterdam',
    month: 'DEC',
    date: '4',
    year: '2027',
    time: '20:30',
    basePrice: 2000,
    subaccountCode: 'null',
    description: 'Mr. Money brings the Lungu Boy Tour and its amapiano-fuji sound to the Ziggo Dome.',
    about:
      'Asake takes the Lungu Boy Tour to Amsterdam with the choir, the talking drums and the log-drum bass that made his records travel. The set covers "Lonely At The Top", "Terminator", "Sungba" and the Lungu Boy album, with a stage built in the round so every seat sees the show. The Ziggo Dome opens its doors at 18:30 and the support act starts at 19:30.',
    ticketFileName: 'asake-lungu-boy-tour.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.1 MB',
    capacity: 500,
    durationMinutes: 240,
    street: 'De Passage 100',
    region: 'North Holland',
    postalCode: '1101 AX',
    countryCode: 'NL',
    tiers: [
      {
        key: 'early',
        name: 'Early bird',
        description: 'The first 100 tickets, at a lower price while the sale was young.',
        price: 1500,
        capacity: 100,
        admits: 1,
        sortOrder: -1,
        earlyBird: true,
      },
      {
        key: 'vip',
        name: 'VIP',
        description: 'A reserved seat in the front rows and early entry to the arena.',
        price: 12000,
        capacity: 30,
        admits: 1,
        sortOrder: 1,
      },
    ],
  },
  {
    id: '3',
    title: 'Alakada: Bad and Boujee',
    category: 'Movie',
    eventOwner: 'Toyin Abraham',
    artistName: 'Toyin Abraham',
    venue: 'Genesis Cinema',
    city: 'Lagos',
    timeZone: 'Africa/Lagos',
    month: 'JUL',
    date: '9',
    year: '2027',
    time: '18:00',
    basePrice: 1500,
    subaccountCode: 'null',
    description: 'Yetunde is back, and she is still pretending. A Nollywood comedy screening.',
    about:
      'Toyin Abraham returns as Yetunde, the woman who will say anything to look rich, in the newest chapter of the Alakada comedy series. This premiere-week screening at Genesis Cinema comes with a red-carpet lobby, popcorn combos and a short cast Q&A after the film. Running time is about two hours; the film is rated 15 for language and comic situations.',
    ticketFileName: 'alakada-bad-and-boujee.png',
    ticketFileType: 'PNG',
    ticketFileSize: '0.9 MB',
    capacity: 500,
    durationMinutes: 150,
    // The premiere in Hall 1 (150 seats), then the week's screenings in Halls 1 and 2 (100 seats).
    showtimes: [
      { daysAfter: 0, time: '18:00', capacity: 150, plan: 'genesis-lekki-hall-1' },
      { daysAfter: 1, time: '20:00', capacity: 150, plan: 'genesis-lekki-hall-1' },
      { daysAfter: 2, time: '15:00', capacity: 100, plan: 'genesis-lekki-hall-2' },
      { daysAfter: 2, time: '19:30', capacity: 100, plan: 'genesis-lekki-hall-2' },
    ],
    // Premium is the halls' back rows: 30 seats in Hall 1 and 20 in Hall 2 on each date.
    tiers: [
      {
        key: 'premium',
        name: 'Premium',
        description: 'Wide reclining seats in the back rows, with a popcorn combo.',
        price: 3500,
        capacity: 100,
        admits: 1,
        sortOrder: 1,
      },
    ],
    street: 'The Palms Mall, 1 Bisola Durosinmi-Etti Drive, Lekki',
    region: 'Lagos',
    postalCode: '106104',
    countryCode: 'NG',
  },
  {
    id: '4',
    title: 'Wizkid: Hellfest',
    category: 'Concert',
    eventOwner: 'Wizkid',
    artistName: 'Wizkid',
    venue: 'Stade de France',
    city: 'Paris',
    timeZone: 'Europe/Paris',
    month: 'SEP',
    date: '18',
    year: '2027',
    time: '21:00',
    basePrice: 3000,
    subaccountCode: 'null',
    description: 'Big Wiz headlines the Stade de France with a stadium-sized Afrobeats night.',
    about:
      'Wizkid plays the Stade de France for the first time, with a show built for a stadium: a runway into the crowd, a live orchestra section and a run through "Essence", "Come Closer", "Ojuelegba" and the Morayo records. Guests from Paris and Lagos join him on stage. Gates open at 18:00; the pitch is standing and the stands are seated.',
    ticketFileName: 'wizkid-hellfest.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.3 MB',
    capacity: 500,
    durationMinutes: 240,
    street: 'ZAC du Cornillon Nord',
    region: 'Île-de-France',
    postalCode: '93216',
    countryCode: 'FR',
    // The pitch stands and the north stand is seated (decision 51): one date of 500 places, the
    // stand's 96 seats sold by seat as Reserved Seat, the pitch's 404 as Regular, unnumbered.
    showtimes: [
      {
        daysAfter: 0,
        time: '21:00',
        capacity: 500,
        plan: 'stade-de-france-north-stand',
        sectionTiers: { 'North stand': 'Reserved Seat' },
      },
    ],
    regularDescription: 'Standing on the pitch, in front of the stage.',
    tiers: [
      {
        key: 'seat',
        name: 'Reserved Seat',
        description: 'Your own numbered seat in the north stand, facing the stage across the pitch.',
        price: 9000,
        capacity: 96,
        admits: 1,
        sortOrder: 1,
      },
    ],
  },
  {
    id: '5',
    title: 'Burna & Friends',
    category: 'Concert',
    eventOwner: 'Burna Boy',
    artistName: 'Burna Boy',
    venue: 'The O2 Arena',
    city: 'London',
    timeZone: 'Europe/London',
    month: 'JAN',
    date: '23',
    year: '2027',
    time: '19:30',
    basePrice: 2500,
    subaccountCode: 'null',
    description: 'The African Giant and friends take over The O2 for one long London night.',
    about:
      'Burna Boy opens the year at The O2 with friends from across Afrobeats, Afro-fusion and UK rap joining him for a set that moves from "Ye" and "Last Last" to the I Told Them records. The Outsiders band plays the whole night live. Doors open at 18:00, and the show ends with the full guest line-up on stage together.',
    ticketFileName: 'burna-and-friends.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.0 MB',
    capacity: 500,
    durationMinutes: 270,
    street: 'Peninsula Square, Greenwich',
    region: 'Greater London',
    postalCode: 'SE10 0DX',
    countryCode: 'GB',
  },
  {
    id: '6',
    title: 'Afrobeats Festival',
    category: 'Concert',
    eventOwner: null,
    artistName: 'Various Artists',
    venue: 'The O2 Arena',
    city: 'London',
    timeZone: 'Europe/London',
    month: 'MAY',
    date: '29',
    year: '2027',
    time: '15:00',
    basePrice: 3000,
    subaccountCode: 'null',
    description: 'A full day of Afrobeats, amapiano and highlife acts across two stages.',
    about:
      'The Afrobeats Festival fills The O2 with a full afternoon and evening of music: established headliners, the new names everyone is streaming, DJ sets between acts and food stalls from West African kitchens across London. Two stages run in turn so you never miss a set. The running order is published a week before the day.',
    ticketFileName: 'afrobeats-festival.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.4 MB',
    capacity: 500,
    durationMinutes: 480,
    street: 'Peninsula Square, Greenwich',
    region: 'Greater London',
    postalCode: 'SE10 0DX',
    countryCode: 'GB',
  },
  {
    id: '7',
    title: 'Ravage Uprising',
    category: 'Concert',
    eventOwner: null,
    artistName: 'Rema',
    venue: 'The O2 Arena',
    city: 'London',
    timeZone: 'Europe/London',
    month: 'JUN',
    date: '19',
    year: '2027',
    time: '20:00',
    basePrice: 3500,
    subaccountCode: 'null',
    description: 'Rema brings the Ravage Uprising show, lasers, smoke and all, to London.',
    about:
      'Rema\'s Ravage Uprising is part concert, part light show: a dark stage, heavy bass and the songs that made him a global name, from "Calm Down" to "Charm" and the HEIS records. The production uses strobe lighting and haze throughout. Doors open at 18:30; there is no support act, so be in early.',
    ticketFileName: 'ravage-uprising.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.2 MB',
    capacity: 500,
    durationMinutes: 240,
    street: 'Peninsula Square, Greenwich',
    region: 'Greater London',
    postalCode: 'SE10 0DX',
    countryCode: 'GB',
  },
  {
    id: '8',
    title: 'Ayra Starr: Sabi Girl',
    category: 'Concert',
    eventOwner: null,
    artistName: 'Ayra Starr',
    venue: 'Spark Arena',
    city: 'Auckland',
    timeZone: 'Pacific/Auckland',
    month: 'JUL',
    date: '24',
    year: '2027',
    time: '19:30',
    basePrice: 2500,
    subaccountCode: 'null',
    description: "Ayra Starr's Sabi Girl tour reaches Auckland for her first New Zealand show.",
    about:
      'Ayra Starr brings the Sabi Girl tour to Spark Arena for her first show in New Zealand, with "Rush", "Commas", "Bloody Samaritan" and the Year I Turned 21 album performed with her full band and dancers. The arena is all-ages with an accompanying adult; doors open at 18:30.',
    ticketFileName: 'ayra-starr-sabi-girl.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.1 MB',
    capacity: 500,
    durationMinutes: 240,
    street: '42–80 Mahuhu Crescent, Parnell',
    region: 'Auckland',
    postalCode: '1010',
    countryCode: 'NZ',
  },
  {
    id: '9',
    title: 'Local Rappers',
    category: 'Concert',
    eventOwner: null,
    artistName: 'Lagos Rappers',
    venue: 'Eko Energy City',
    city: 'Lagos',
    timeZone: 'Africa/Lagos',
    month: 'AUG',
    date: '14',
    year: '2027',
    time: '17:00',
    basePrice: 1000,
    subaccountCode: 'null',
    description: "Lagos street rap, live: cyphers, battles and the city's sharpest new MCs.",
    about:
      "Local Rappers puts the Lagos underground on one stage at Eko Energy City: open cyphers, a freestyle battle with a cash prize, and sets from the rappers the city's mixtapes are built on, in English, Pidgin and Yoruba. DJs hold it down between sets. The venue is open-air; the show goes on rain or shine.",
    ticketFileName: 'local-rappers.png',
    ticketFileType: 'PNG',
    ticketFileSize: '0.8 MB',
    capacity: 500,
    durationMinutes: 300,
    street: 'Eko Atlantic City, Ahmadu Bello Way, Victoria Island',
    region: 'Lagos',
    postalCode: '101241',
    countryCode: 'NG',
  },
];

const catalogueIds = new Set(catalogue.map((e) => e.id));
