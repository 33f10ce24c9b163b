import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../rules/admin-events.ts';
import { FALLBACK_TIME_ZONES, timeZoneChoices, VENUE_TIME_ZONES } from './time-zones.ts';

describe('the time zone list', () => {
  it('is made of zones the rules take', () => {
    for (const zone of [...VENUE_TIME_ZONES, ...FALLBACK_TIME_ZONES]) expect(isTimeZone(zone), zone).toBe(true);
  });

  it("puts the venues' zones first, Lagos at the top, then the browser's others A to Z, each once", () => {
    const { venues, others } = timeZoneChoices(['Europe/London', 'Asia/Tokyo', 'Africa/Lagos', 'America/Chicago']);
    expect(venues).toEqual([...VENUE_TIME_ZONES]);
    expect(venues[0]).toBe('Africa/Lagos');
    expect(others).toEqual(['America/Chicago', 'Asia/Tokyo']);
  });

  it('falls back to a fixed list where the browser has none', () => {
    const { venues, others } = timeZoneChoices(undefined);
    expect(others).toContain('Africa/Nairobi');
    expect(others).not.toContain('Africa/Lagos');
    expect(new Set([...venues, ...others])).toEqual(new Set([...VENUE_TIME_ZONES, ...FALLBACK_TIME_ZONES]));
    expect(timeZoneChoices([]).others).toEqual(others);
  });

  it("keeps the event's own zone when no list has it, and adds it only then", () => {
    expect(timeZoneChoices(['Asia/Calcutta'], 'Asia/Kolkata').venues.at(-1)).toBe('Asia/Kolkata');
    expect(timeZoneChoices(['Asia/Calcutta'], 'Asia/Calcutta').venues).toEqual([...VENUE_TIME_ZONES]);
    expect(timeZoneChoices(undefined, 'Europe/London').venues).toEqual([...VENUE_TIME_ZONES]);
  });
});
