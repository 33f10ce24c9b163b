import { describe, expect, it } from 'vitest';
import {
  categoryFilter,
  emptySearch,
  filterEvents,
  isEmptySearch,
  normalize,
  searchFromParams,
  searchToParams,
} from './event-search.ts';
import { sampleEvents } from './test-events.ts';

const ids = (search: Partial<typeof emptySearch>) =>
  filterEvents(sampleEvents, { ...emptySearch, ...search }).map((e) => e.id);

describe('filterEvents', () => {
  it('returns every event for an empty search', () => {
    expect(ids({})).toEqual(['1', '2', '3']);
  });

  it('matches the title and the artist, case- and accent-insensitively, word by word', () => {
    expect(ids({ event: 'asake' })).toEqual(['2']);
    expect(ids({ event: '  LUNGU   boy ' })).toEqual(['2']);
    expect(ids({ event: 'toyin' })).toEqual(['3']);
    expect(ids({ event: 'Davidó concert' })).toEqual(['1']);
    expect(ids({ event: 'davido amsterdam' })).toEqual([]);
  });

  it('maps the Category select: Concert → Concert, Movies/Film → Movie, Hangouts → none', () => {
    expect(ids({ category: 'Concert' })).toEqual(['1', '2']);
    expect(ids({ category: 'Movies' })).toEqual(['3']);
    expect(ids({ category: 'Film' })).toEqual(['3']);
    expect(ids({ category: 'Hangouts' })).toEqual([]);
    expect(ids({ category: 'Unknown' })).toEqual(['1', '2', '3']);
  });

  it('matches the location against the city or the venue', () => {
    expect(ids({ location: 'lagos' })).toEqual(['3']);
    expect(ids({ location: 'ziggo' })).toEqual(['2']);
    expect(ids({ location: 'Paris' })).toEqual([]);
  });

  it('needs every criterion to match', () => {
    expect(ids({ event: 'alakada', category: 'Concert' })).toEqual([]);
    expect(ids({ event: 'alakada', category: 'Film', location: 'Lagos' })).toEqual(['3']);
  });
});

describe('search helpers', () => {
  it('normalizes text', () => {
    expect(normalize('  Beyoncé  Knowles ')).toBe('beyonce knowles');
  });

  it('treats blank fields as an empty search', () => {
    expect(isEmptySearch({ event: '  ', category: '', location: ' ' })).toBe(true);
    expect(isEmptySearch({ ...emptySearch, category: 'Hangouts' })).toBe(false);
  });

  it('round-trips through URL parameters, leaving out empty fields', () => {
    const params = searchToParams({ event: ' Wizkid ', category: '', location: 'Paris' });
    expect(params.toString()).toBe('event=Wizkid&location=Paris');
    expect(searchFromParams(params)).toEqual({ event: 'Wizkid', category: '', location: 'Paris' });
  });

  it('knows every select option', () => {
    expect(categoryFilter('')).toBeUndefined();
    expect(categoryFilter('Movies')).toEqual(['Movie']);
  });
});
