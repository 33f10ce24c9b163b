import type { BanksAnswer, OrganizerSelf, PayoutAccount, PayoutResolveAnswer } from '@storefront/contracts/api';
import { payoutMessages } from '@storefront/contracts/messages';
import { type FormEvent, useId, useState } from 'react';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/control-classes.ts';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { adminSend } from '../admin-api.ts';
import { organizerPaths } from '../organizer-paths.ts';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

const ACCOUNT_NUMBER = /^\d{10}$/;

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The account payouts go to now, or the sentence that there is none yet. */
function CurrentAccount({ account }: { account: PayoutAccount | null }) {
  if (!account) return <StatusMessage text={payoutMessages.noAccount} tone="info" announce={false} />;
  return (
    <section aria-labelledby="current-account" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id="current-account" className="text-sm font-semibold uppercase tracking-wide text-muted">
        Paid into
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted">Bank</dt>
          <dd className="font-semibold text-ink">{account.bankName}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Account number</dt>
          <dd className="font-mono font-semibold text-ink">
            <span aria-hidden="true">****</span>
            <span className="sr-only">ending in </span>
            {account.accountLast4}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Account holder</dt>
          <dd className="font-semibold text-ink">{account.accountName}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * /organizer/payouts (decision 31): the organizer's payout account, and the form to add or change
 * it: the bank from the provider's list, the account number, "Check account" to see whose it is,
 * then "Save payout account" once the holder's name is confirmed.
 */
export function PayoutsPage() {
  const me = useAdminResource<OrganizerSelf>('/api/organizer/me');
  const banks = useAdminResource<BanksAnswer>('/api/organizer/banks');
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [problems, setProblems] = useState<{ bank?: string; number?: string }>({});
  const [resolved, setResolved] = useState<PayoutResolveAnswer | null>(null);
  const [busy, setBusy] = useState<'checking' | 'saving' | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const bankId = useId();

  const account = me.resource.data?.payoutAccount ?? null;

  /** Any change of the bank or the number: the account must be checked again. */
  function edited(change: () => void) {
    change();
    setResolved(null);
    setNotice(null);
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    const number = accountNumber.trim();
    const found = {
      bank: bankCode ? undefined : payoutMessages.bankRequired,
      number: ACCOUNT_NUMBER.test(number) ? undefined : payoutMessages.accountNumber,
    };
    setProblems(found);
    setNotice(null);
    if (found.bank || found.number) return;
    setBusy('checking');
    try {
      setResolved(
        await adminSend<PayoutResolveAnswer>('POST', '/api/organizer/payout-account/resolve', {
          bankCode,
          accountNumber: number,
        }),
      );
    } catch (error) {
      setNotice({ text: messageOf(error, payoutMessages.unavailable), tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    if (!resolved) return;
    setBusy('saving');
    setNotice(null);
    try {
      const saved = await adminSend<PayoutAccount>('PUT', '/api/organizer/payout-account', {
        bankCode,
        accountNumber: accountNumber.trim(),
        accountName: resolved.accountName,
      });
      if (me.resource.data) me.replace({ ...me.resource.data, payoutAccount: saved });
      setBankCode('');
      setAccountNumber('');
      setResolved(null);
      setNotice({ text: payoutMessages.saved, tone: 'success' });
    } catch (error) {
      // The account changed since it was checked: check it again.
      if (error instanceof ApiError && error.status === 409) setResolved(null);
      setNotice({ text: messageOf(error, payoutMessages.unavailable), tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid max-w-2xl gap-6">
      <PageTitle title="Payout account" />
      <div>
        <h1 className="text-2xl font-bold text-ink">Payout account</h1>
        <p className="mt-1 text-sm text-muted">
          Paystack pays your ticket sales into this account
          {me.resource.data ? `, less the platform’s ${me.resource.data.commissionPercent}% commission` : ''}.
        </p>
      </div>

      {me.resource.state === 'ready' ? (
        <CurrentAccount account={account} />
      ) : (
        <ResourceState
          resource={me.resource}
          onRetry={me.reload}
          back={{ to: organizerPaths.dashboard, label: 'Back to the dashboard' }}
        />
      )}

      <StatusMessage text={notice?.text} tone={notice?.tone} />

      <section aria-labelledby="payout-form" className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-5">
        <h2 id="payout-form" className="text-lg font-semibold text-ink">
          {account ? 'Change the payout account' : 'Add a payout account'}
        </h2>
        {banks.resource.state !== 'ready' ? (
          <ResourceState
            resource={banks.resource}
            onRetry={banks.reload}
            back={{ to: organizerPaths.dashboard, label: 'Back to the dashboard' }}
          />
        ) : (
          <form noValidate onSubmit={(event) => void check(event)} className="grid gap-4">
            <div className="grid gap-1.5">
              <label htmlFor={bankId} className="text-sm font-medium text-ink">
                Bank
              </label>
              <select
                id={bankId}
                value={bankCode}
                onChange={(event) => edited(() => setBankCode(event.target.value))}
                aria-invalid={problems.bank ? true : undefined}
                aria-describedby={problems.bank ? `${bankId}-error` : undefined}
                className={controlClasses(Boolean(problems.bank))}
              >
                <option value="">Choose your bank</option>
                {banks.resource.data.banks.map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
              {problems.bank && (
                <p id={`${bankId}-error`} className="text-sm text-danger">
                  {problems.bank}
                </p>
              )}
            </div>
            <TextField
              label="Account number"
              name="accountNumber"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              spellCheck={false}
              hint="The 10-digit NUBAN of an account in your or your business's name."
              value={accountNumber}
              onChange={(event) => edited(() => setAccountNumber(event.target.value.replace(/\s+/g, '')))}
              error={problems.number}
            />
            <div>
              <Button
                type="submit"
                variant="secondary"
                busy={busy === 'checking'}
                busyText="Checking..."
                disabled={busy !== null}
              >
                Check account
              </Button>
            </div>
          </form>
        )}

        {resolved && (
          <div
            role="status"
            className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
            aria-labelledby="resolved-title"
          >
            <p id="resolved-title" className="text-sm text-brand-800">
              This account at {resolved.bankName} belongs to
            </p>
            <p className="text-lg font-bold text-ink">{resolved.accountName}</p>
            <p className="text-sm text-muted">If this is the account you want to be paid into, save it.</p>
            <div>
              <Button
                onClick={() => void save()}
                busy={busy === 'saving'}
                busyText="Saving..."
                disabled={busy !== null}
              >
                Save payout account
              </Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
