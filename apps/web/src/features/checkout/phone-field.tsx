import type { CountryCode } from 'libphonenumber-js/min';
import { useId, useMemo } from 'react';
import { ChevronDownIcon } from '../../components/layout/icons.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { countryOptions, isCountryCode } from './phone.ts';

export interface PhoneFieldProps {
  country: CountryCode;
  phone: string;
  onCountryChange(country: CountryCode): void;
  onPhoneChange(phone: string): void;
  error?: string;
}

/**
 * Phone number with its country code (product.md §2.6: about 190 countries, +234 first). The native
 * select keeps the keyboard and screen-reader behaviour; it sits transparent over a compact
 * "NG +234" face so the number field keeps its room on a phone.
 */
export function PhoneField({ country, phone, onCountryChange, onPhoneChange, error }: PhoneFieldProps) {
  const inputId = useId();
  const options = useMemo(countryOptions, []);
  const selected = options.find((option) => option.code === country);
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        Phone number
      </label>
      <div className="flex gap-2">
        <div
          className={`relative flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border bg-white px-3 text-base text-ink focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 ${error ? 'border-danger' : 'border-line'}`}
        >
          <span aria-hidden="true" className="text-xs font-semibold text-muted">
            {country}
          </span>
          <span aria-hidden="true">+{selected?.dial}</span>
          <ChevronDownIcon className="size-4 text-muted" />
          <select
            aria-label="Country code"
            value={country}
            onChange={(event) => {
              if (isCountryCode(event.target.value)) onCountryChange(event.target.value);
            }}
            className="absolute inset-0 w-full cursor-pointer opacity-0"
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name} (+{option.dial})
              </option>
            ))}
          </select>
        </div>
        <input
          id={inputId}
          type="tel"
          inputMode="tel"
          // 'tel', not 'tel-national': a full number the browser fills in ('+234...') keeps its own
          // country code (phone.ts, toE164), and the Nu checker accepts it on this field.
          autoComplete="tel"
          required
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          placeholder="803 123 4567"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClasses(Boolean(error))} min-w-0`}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
