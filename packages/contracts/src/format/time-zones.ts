/**
 * The back office's time zone list (architecture.md §15.1): chosen, not typed. Zod-free, for the event form.
 * The server still checks whatever it is sent (isTimeZone in rules/admin-events.ts).
 */

/**
 * The zones of the storefront's venues, offered first: Lagos (its market), then those of the
 * built-in events (apps/server/src/db/catalogue.ts; seed.test.ts keeps the two in step).
 */
export const VENUE_TIME_ZONES = [
  'Africa/Lagos',
  'Europe/London',
  'Europe/Paris',
  'Europe/Amsterdam',
  'America/New_York',
  'Pacific/Auckland',
] as const;

/**
 * When the browser cannot list its zones (Intl.supportedValuesOf arrived in 2022): the zones of
 * the places a show is likely to be, Africa first, then by region.
 */
export const FALLBACK_TIME_ZONES = [
  'Africa/Abidjan',
  'Africa/Accra',
  'Africa/Addis_Ababa',
  'Africa/Cairo',
  'Africa/Casablanca',
  'Africa/Dakar',
  'Africa/Johannesburg',
  'Africa/Kampala',
  'Africa/Kinshasa',
  'Africa/Lagos',
  'Africa/Luanda',
  'Africa/Nairobi',
  'America/Bogota',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Sao_Paulo',
  'America/Toronto',
  'Asia/Dubai',
  'Asia/Hong_Kong',
  'Asia/Jakarta',
  'Asia/Kolkata',
  'Asia/Riyadh',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Atlantic/Reykjavik',
  'Australia/Perth',
  'Australia/Sydney',
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Berlin',
  'Europe/Brussels',
  'Europe/Dublin',
  'Europe/Istanbul',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Pacific/Auckland',
  'Pacific/Honolulu',
  'UTC',
] as const;

export interface TimeZoneChoices {
  /** The venues' zones, and the event's own zone when neither list has it (so it stays chosen). */
  venues: string[];
  /** Every other zone, A to Z. */
  others: string[];
}

/**
 * The list as the form shows it: `supported` is the browser's own list (Intl.supportedValuesOf),
 * or undefined where there is none; `current` is the event's zone, kept in the list whatever it
 * is, so opening an event never changes its zone by itself.
 */
export function timeZoneChoices(supported: readonly string[] | undefined, current = ''): TimeZoneChoices {
  const venues: string[] = [...VENUE_TIME_ZONES];
  const all = supported && supported.length > 0 ? supported : FALLBACK_TIME_ZONES;
  const others = [...new Set(all)].filter((zone) => !venues.includes(zone)).sort();
  if (current !== '' && !venues.includes(current) && !others.includes(current)) venues.push(current);
  return { venues, others };
}

/** The browser's zones, where it can list them. */
export function supportedTimeZones(): string[] | undefined {
  const supportedValuesOf = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  try {
    return supportedValuesOf?.('timeZone');
  } catch {
    return undefined;
  }
}
