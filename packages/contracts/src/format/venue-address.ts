/**
 * A venue's postal address (decision 27), as the ticket, the email and the map's fallback
 * write it: "State Farm Arena, 1 State Farm Drive, Atlanta, Georgia 30303". Parts left empty are
 * left out, so an event stored without an address still reads "Venue, City".
 */
export interface VenueAddress {
  venue: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

export function formatVenueAddress(a: VenueAddress): string {
  const regionAndCode = [a.region, a.postalCode].filter(Boolean).join(' ');
  // A region named like its city (Lagos, Lagos) is said once.
  const region = a.region && a.region === a.city ? a.postalCode : regionAndCode;
  return [a.venue, a.street, a.city, region].filter(Boolean).join(', ');
}

/** The address without the venue's name: what a map search or directions link looks for. */
export function formatStreetAddress(a: Omit<VenueAddress, 'venue'>): string {
  return formatVenueAddress({ ...a, venue: '' });
}
