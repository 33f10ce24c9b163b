import { messages } from '@storefront/contracts/messages';
import { isSupportFormProblem } from '@storefront/contracts/rules';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../components/layout/logo.tsx';
import { StatusMessage } from '../components/ui/status-message.tsx';
import { emptyDraft, SupportTicketForm, submittedNotice } from '../features/helpdesk/support-ticket-form.tsx';

const TICKET_NUMBER = /^SUP-[0-9A-Z]{8}$/;

/** After a post without scripts the page knows the number, not the email (it never travels in the address). */
const postedNotice = (ticketNumber: string) =>
  `${messages.support.submitted} Your ticket number is ${ticketNumber}. We will answer at the email address you gave.`;

/**
 * /helpdesk/ticket: the Create Ticket form as a page (decision 28). The helpdesk's Create
 * Ticket button leads here before the page's scripts run (then it opens the modal instead); the
 * form posts here without them, and the server answers with this page naming the ticket number
 * (`?submitted=SUP-...`) or the field to correct (`?problem=subject`). With scripts it sends the
 * form itself, as the modal does.
 */
export function Component() {
  const [params] = useSearchParams();
  const submitted = params.get('submitted') ?? '';
  const problem = params.get('problem');
  const retry = Number.parseInt(params.get('retry') ?? '', 10);
  const [draft, setDraft] = useState(emptyDraft);
  const [notice, setNotice] = useState(() => (TICKET_NUMBER.test(submitted) ? postedNotice(submitted) : null));

  return (
    <main className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-6 px-4 py-10 sm:px-6">
      <PageTitle title="Create a support ticket" />
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Create a support ticket</h1>
        <p className="mt-2 text-muted">Tell us what went wrong and we will answer at your email address.</p>
      </div>
      <StatusMessage text={notice} tone="success" />
      <section
        id="support-form"
        aria-label="Support ticket"
        className="scroll-mt-24 rounded-3xl bg-white shadow-sm ring-1 ring-brand-100"
      >
        <SupportTicketForm
          draft={draft}
          onChange={setDraft}
          initialProblem={isSupportFormProblem(problem) ? problem : undefined}
          retry={Number.isFinite(retry) && retry > 0 ? retry : undefined}
          onSubmitted={({ ticketNumber }) => {
            setNotice(submittedNotice(ticketNumber, draft.email.trim()));
            setDraft(emptyDraft);
          }}
        />
      </section>
      <p>
        <Link to="/helpdesk" className="font-semibold text-brand-700 underline">
          Back to the helpdesk
        </Link>
      </p>
    </main>
  );
}
