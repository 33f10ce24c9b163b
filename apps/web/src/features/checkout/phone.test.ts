import { describe, expect, it } from 'vitest';
import { countryOptions, DEFAULT_COUNTRY, isCountryCode, splitPhone, toE164 } from './phone.ts';

describe('countryOptions', () => {
  it('lists about 190 or more countries, named in English, sorted by name', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThanOrEqual(190);
    expect(options).toContainEqual({ code: 'NG', name: 'Nigeria', dial: '234' });
    expect(options).toContainEqual({ code: 'GB', name: 'United Kingdom', dial: '44' });
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('starts at Nigeria (+234)', () => {
    expect(DEFAULT_COUNTRY).toBe('NG');
    expect(isCountryCode('NG')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
  });
});

describe('toE164', () => {
  it.each([
    ['8031234567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+44 7911 123456', '+447911123456'],
  ])('accepts %s in Nigeria as %s', (typed, e164) => {
    expect(toE164('NG', typed)).toBe(e164);
  });

  it('uses the chosen country', () => {
    expect(toE164('US', '(202) 555-0123')).toBe('+12025550123');
  });

  it.each(['', '   ', 'abc', '12345', '0803'])('refuses %j', (typed) => {
    expect(toE164('NG', typed)).toBeNull();
  });
});

describe('splitPhone', () => {
  it('splits an E.164 number back into country and national number', () => {
    expect(splitPhone('+2348031234567')).toEqual({ country: 'NG', national: '8031234567' });
    expect(splitPhone('+12025550123')).toEqual({ country: 'US', national: '2025550123' });
  });

  it('gives nothing for the display default or junk', () => {
    expect(splitPhone('No phone provided')).toBeNull();
    expect(splitPhone('+999')).toBeNull();
  });
});
