import { formatEventLongDateTime, formatNaira } from '@storefront/contracts/format';
import { eventPagePath, organizerPagePath } from '@storefront/contracts/page';
import type { EventDetailsData } from '../features/catalog/event-details-loader.ts';
import type { OrganizerProfileData } from '../features/organizers/organizer-profile-loader.ts';
import { eventJsonLd, SHARE_IMAGE, shareImagePath } from './event-json-ld.ts';
import { organizerJsonLd } from './organizer-json-ld.ts';

/** What a server-rendered page says about itself in its <head> (server/head-tags.ts writes it). */
export interface PageHead {
  status: number;
  /** The page's own title, as its screen names it (the <title> adds the site's name). */
  title: string;
  description: string;
  /** The canonical path; null for a page that should not be indexed (404s). */
  path: string | null;
  image: { path: string; type: 'image/png' | 'image/jpeg'; width: number; height: number; alt: string };
  jsonLd?: object;
}

/**
 * The site-wide preview image (apps/web/public), for pages without one of their own: a JPEG,
 * as a PNG of it weighs 550 KB, above what WhatsApp shows in a preview.
 */
export const SITE_IMAGE: PageHead['image'] = {
  path: '/og-default.jpg',
  type: 'image/jpeg',
  ...SHARE_IMAGE,
  alt: 'Owambe Tickets: concert and movie tickets in naira',
};

interface HeadInput {
  /** The loader data of the page's route. */
  data: unknown;
  /** Absolute address of a path on the site (PUBLIC_URL). */
  link: (path: string) => string;
}

type HeadBuilder = (input: HeadInput) => PageHead;

const page = (title: string, path: string | null, description: string, status = 200): PageHead => ({
  status,
  title,
  description,
  path,
  image: SITE_IMAGE,
});

const notFound = page(
  'Page not found',
  null,
  'Nothing lives at this address. Find concerts and movies with tickets in naira on Owambe Tickets.',
  404,
);

function eventHead({ data, link }: HeadInput): PageHead {
  const { event } = data as EventDetailsData;
  if (!event) {
    return page(
      'Event not found',
      null,
      'This event is not on Owambe Tickets, or the link is incomplete. Pick another from the list.',
      404,
    );
  }
  return {
    status: 200,
    title: event.title,
    description: `${event.description} ${formatEventLongDateTime(event)}, ${event.venue}, ${event.city}. Tickets from ${formatNaira(event.basePrice)}.`,
    path: eventPagePath(event.id),
    image: {
      path: shareImagePath(event.id),
      type: 'image/png',
      ...SHARE_IMAGE,
      alt: `${event.title}: ${event.artistName} at ${event.venue}, ${event.city}`,
    },
    jsonLd: eventJsonLd(event, link),
  };
}

/** At most this much of an organizer's name and own words opens their page's description (of at most 170). */
const LEAD_IN_DESCRIPTION = 110;

function organizerHead({ data, link }: HeadInput): PageHead {
  const { profile } = data as OrganizerProfileData;
  if (!profile) {
    return page(
      'Organizer not found',
      null,
      'No organizer on Owambe Tickets has this address, or the link is incomplete. Find concerts and movies from the list.',
      404,
    );
  }
  const about = profile.about.replace(/\s+/g, ' ').trim();
  const whole = about ? `${profile.name}: ${about}` : profile.name;
  const lead = whole.length > LEAD_IN_DESCRIPTION ? `${whole.slice(0, LEAD_IN_DESCRIPTION - 1).trimEnd()}…` : whole;
  return {
    status: 200,
    title: profile.name,
    description: `${/[.!?…]$/.test(lead) ? lead : `${lead}.`} Their events, with tickets in naira, on Owambe Tickets.`,
    path: organizerPagePath(profile.slug),
    image: { ...SITE_IMAGE, alt: `${profile.name} on Owambe Tickets` },
    jsonLd: organizerJsonLd(profile, link),
  };
}

/**
 * The pages the server renders, by route id (app/router.tsx), and what each says about itself.
 * The titles are those the screens give their <PageTitle>; the wording of the descriptions comes
 * from the pages themselves.
 */
export const pageHeads: Record<string, HeadBuilder> = {
  landing: () =>
    page(
      'Concert and movie tickets in naira',
      '/',
      'Tickets for Afrobeats concerts and Nollywood premieres in Lagos, London, Atlanta and beyond. Pay in naira and get your QR ticket on screen and by email.',
    ),
  'event-details': eventHead,
  'organizer-profile': organizerHead,
  concerts: () =>
    page(
      'Concerts',
      '/concerts',
      'The biggest Afrobeats nights of 2027, from Atlanta to Auckland. Pick a show and get your tickets in naira.',
    ),
  'about-us': () =>
    page(
      'About Us',
      '/about-us',
      'Owambe Tickets was founded in 2023 to make buying a ticket to an Afrobeats concert or a Nollywood premiere simple, secure and fair, paid in naira.',
    ),
  organizers: () =>
    page(
      'For Organizers',
      '/organizers',
      'Sell out your next show with Owambe Tickets: we handle tickets, payments in naira and entry at the door so you can put on a night people remember.',
    ),
  helpdesk: () =>
    page(
      'Helpdesk',
      '/helpdesk',
      'Help with buying tickets, refunds and finding your ticket: chat with our assistant, create a support ticket or read the answers to common questions.',
    ),
  // Not indexed (a null path): the helpdesk's Create Ticket form as a page of its own.
  'support-ticket': () =>
    page(
      'Create a support ticket',
      null,
      'Tell the Owambe Tickets support team what went wrong with a ticket, a payment or an event, and we will answer by email.',
    ),
  // Not indexed (a null path): the menu's links and the newsletter form, as a page of its own.
  menu: () =>
    page(
      'Menu',
      null,
      'The Owambe Tickets menu: about us, the helpdesk, your tickets, organizers and the newsletter with new shows.',
    ),
  contact: () =>
    page(
      'Contact us',
      '/contact',
      'Real people answer every message, usually within one working day: the helpdesk, email for ticket and payment questions, refunds and organizers.',
    ),
  terms: () =>
    page(
      'Terms of use',
      '/terms',
      'The short version of the rules for buying tickets on Owambe Tickets: prices in naira, refunds within 24 hours, one QR code per ticket.',
    ),
  privacy: () =>
    page(
      'Privacy policy',
      '/Privacy',
      'What Owambe Tickets keeps about you, why, and how to have it removed. Card details go straight to the payment provider; we do not sell your data.',
    ),
  'not-found': () => notFound,
};

/** Whether the server renders the page of route `routeId` (the others are rendered in the browser). */
export const isServerRendered = (routeId: string) => Object.hasOwn(pageHeads, routeId);

/** What the page of route `routeId` says about itself, or null when the server does not render that route. */
export function pageHead(routeId: string, input: HeadInput): PageHead | null {
  return isServerRendered(routeId) ? (pageHeads[routeId]?.(input) ?? null) : null;
}
