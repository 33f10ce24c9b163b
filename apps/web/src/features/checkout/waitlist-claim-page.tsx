import type { WaitlistClaim } from '@storefront/contracts/api';
import { formatLongDateTime, formatNaira } from '@storefront/contracts/format';
import { waitlistMessages } from '@storefront/contracts/rules';
import type { CountryCode } from 'libphonenumber-js/min';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../components/layout/logo.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { fetchClaim } from '../waitlist/index.ts';
import { newOrderKey, type OrderState } from './order-state.ts';
import { orderSummaryPath } from './paths.ts';
import { DEFAULT_COUNTRY, toE164 } from './phone.ts';
import { PhoneField } from './phone-field.tsx';

const card = 'rounded-2xl border border-brand-100 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-6';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string | null }
  | { state: 'ready'; claim: WaitlistClaim };

/** Seconds until `at`, ticking every second (the page is browser-rendered: no server snapshot to match). */
function useSecondsLeft(at: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at ? Math.max(0, Math.floor((new Date(at).getTime() - now) / 1000)) : null;
}

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * /waitlist/claim/:token (decision 30): the seats a claim holds for this buyer, the time left, and
 * the details the order needs (name, phone) before 'Continue to payment', which opens the order
 * summary with the claim in its state: Pay there initializes with the claim's token.
 */
export function ClaimPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ firstName?: string; phone?: string }>({});

  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    fetchClaim(token).then(
      (claim) => setLoaded({ state: 'ready', claim }),
      (error: unknown) =>
        setLoaded({
          state: 'failed',
          // The server's sentence for an unknown link (404) or another account's claim (403).
          message: error instanceof ApiError && (error.status === 403 || error.status === 404) ? error.message : null,
        }),
    );
  }, [token]);
  useEffect(load, [load]);

  const claim = loaded.state === 'ready' ? loaded.claim : null;
  const secondsLeft = useSecondsLeft(claim?.status === 'open' ? claim.expiresAt : undefined);

  if (loaded.state === 'loading') {
    return (
      <Shell>
        <p role="status" className="text-muted">
          Loading your claim...
        </p>
      </Shell>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <Shell>
        <StatusMessage
          text={loaded.message ?? "We couldn't load this claim right now. Please check your connection and try again."}
          tone="error"
        />
        {!loaded.message && (
          <Button variant="secondary" onClick={load}>
            Retry
          </Button>
        )}
      </Shell>
    );
  }
  const { claim: held } = loaded;
  const expired = held.status !== 'open' || secondsLeft === 0;
  const total = held.unitPrice * held.quantity;

  function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const phoneNumber = toE164(country, phone);
    const problems = {
      ...(firstName.trim() ? {} : { firstName: 'First name is required.' }),
      ...(phoneNumber
        ? {}
        : { phone: phone.trim() ? 'Please enter a valid phone number.' : 'Phone number is required.' }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !phoneNumber) return;
    const order: OrderState = {
      id: held.eventId,
      orderKey: newOrderKey(),
      eventTitle: held.eventTitle,
      eventOwner: '',
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: user?.email ?? '',
      phoneNumber,
      ticketQuantity: held.quantity,
      totalPrice: total,
      isGift: false,
      recipientFirstName: '',
      recipientLastName: '',
      recipientEmail: '',
      ticketFileName: '',
      ticketFileType: '',
      ticketFileSize: '',
      claim: { token, ticketTypeId: held.ticketTypeId },
      // A date's claim buys on its date, the seats it holds (decision 53).
      ...(held.showtimeId ? { showtimeId: held.showtimeId } : {}),
    };
    navigate(orderSummaryPath(held.eventId), { state: order });
  }

  return (
    <Shell title={held.eventTitle}>
      <section aria-label="Your claim" className={`${card} grid gap-3`}>
        <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">Event</dt>
          <dd className="font-medium text-ink">{held.eventTitle}</dd>
          {held.startsAt && (
            <>
              <dt className="text-muted">When</dt>
              <dd className="font-medium text-ink">{formatLongDateTime(held.startsAt, held.timeZone, held.city)}</dd>
            </>
          )}
          <dt className="text-muted">Ticket type</dt>
          <dd className="font-medium text-ink">{held.ticketTypeName}</dd>
          {held.seats.length > 0 && (
            <>
              <dt className="text-muted">Seats</dt>
              <dd className="font-medium text-ink" data-testid="claim-seats">
                {held.seats.join('; ')}
              </dd>
            </>
          )}
          <dt className="text-muted">Tickets</dt>
          <dd className="font-medium text-ink">{held.quantity}</dd>
          <dt className="text-muted">Total</dt>
          <dd className="font-bold text-brand-700">{formatNaira(total)}</dd>
        </dl>
        {expired ? (
          <StatusMessage text={held.message ?? waitlistMessages.claimExpired} tone="error" />
        ) : (
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900" data-testid="time-left">
            {waitlistMessages.claimHeld(held.quantity)} Time left:{' '}
            <span className="tabular-nums">{minutesAndSeconds(secondsLeft ?? 0)}</span>
          </p>
        )}
      </section>
      {expired ? (
        <Link to={`/event-details/${encodeURIComponent(held.eventId)}`} className={buttonClasses('secondary')}>
          Back to the event
        </Link>
      ) : (
        <form noValidate onSubmit={onSubmit} className={`${card} grid gap-4`} aria-labelledby="claim-details">
          <h2 id="claim-details" className="text-base font-bold text-ink">
            Your details
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              error={errors.firstName}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </div>
          <PhoneField
            country={country}
            phone={phone}
            onCountryChange={setCountry}
            onPhoneChange={setPhone}
            {...(errors.phone ? { error: errors.phone } : {})}
          />
          <p className="text-sm text-muted">Your ticket goes to {user?.email}.</p>
          <Button type="submit" variant="accent" className="w-full text-base">
            Continue to payment
          </Button>
        </form>
      )}
    </Shell>
  );
}

function Shell({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-start gap-5 px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
      <PageTitle title={title ? `Your seats: ${title}` : 'Your seats'} />
      <h1 className="text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl">
        {title ? `Your seats for ${title}` : 'Your seats'}
      </h1>
      {children}
    </main>
  );
}
