import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/** product.md §9: the country code select starts at +234 (Nigeria). */
export const DEFAULT_COUNTRY: CountryCode = 'NG';

export interface CountryOption {
  /** ISO 3166 region, the select's value (several countries share a calling code, e.g. +1). */
  code: CountryCode;
  name: string;
  /** Calling code without '+', e.g. '234'. */
  dial: string;
}

let cached: CountryOption[] | undefined;

/** Every region libphonenumber knows, named in English and sorted by name. Built once. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cached = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}

export function isCountryCode(value: string): value is CountryCode {
  return countryOptions().some((option) => option.code === value);
}

/**
 * The number in E.164 ('+2348031234567') when it is a valid number for the country, else null.
 * A national number may keep its trunk prefix ('0803...'); one typed with '+' keeps its own code.
 */
export function toE164(country: CountryCode, national: string): string | null {
  if (!/\d/.test(national)) return null;
  const parsed = parsePhoneNumberFromString(national, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** An E.164 number back into the form's two fields (prefill from an order state). */
export function splitPhone(e164: string): { country: CountryCode; national: string } | null {
  if (!e164.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.country) return null;
  return { country: parsed.country, national: parsed.nationalNumber };
}
