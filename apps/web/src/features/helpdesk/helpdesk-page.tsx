import { SUPPORT_FORM_PATH } from '@storefront/contracts/rules';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../components/layout/logo.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { CHAT_TITLE, ChatPanel } from './chat-panel.tsx';
import { Faq } from './faq.tsx';
import { emptyDraft, SupportTicketForm, submittedNotice } from './support-ticket-form.tsx';

export { submittedNotice };

import { loadTawk, startTawkChat } from './tawk.ts';

function Card({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <h2 className="text-xl font-extrabold text-brand-900">{title}</h2>
      <p className="flex-1 text-muted">{text}</p>
      {children}
    </section>
  );
}

/** product.md §2.10, the helpdesk: the chat card, the Create Ticket card and the FAQ. */
export function HelpdeskPage() {
  const { config } = usePublicConfig();
  const tawkPropertyId = config?.tawkPropertyId ?? null;
  const [open, setOpen] = useState<'chat' | 'ticket' | null>(null);
  const [draft, setDraft] = useState(emptyDraft);
  const [notice, setNotice] = useState<string | null>(null);
  const { user } = useSession();

  useEffect(() => {
    if (tawkPropertyId) loadTawk(tawkPropertyId);
  }, [tawkPropertyId]);

  function startChat() {
    if (tawkPropertyId) startTawkChat();
    else setOpen('chat');
  }

  function openTicket() {
    setNotice(null);
    // A signed-in buyer's email is the one we answer at, unless they typed another already.
    if (user && !draft.email) setDraft((d) => ({ ...d, email: user.email }));
    setOpen('ticket');
  }

  return (
    <main className="flex-1">
      <PageTitle title="Helpdesk" />
      <section className="bg-brand-900 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <p className="text-sm font-bold uppercase tracking-widest text-accent-400">Helpdesk</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">How can we help?</h1>
          <p className="mt-3 max-w-2xl text-brand-100">
            Chat with our assistant for a quick answer, or create a ticket and our support team will reply by email.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          {/* Named for what answers (decision 44): our keyword assistant, or Tawk.to's live chat when configured. */}
          <Card
            title={tawkPropertyId ? 'Live chat' : CHAT_TITLE}
            text={
              tawkPropertyId
                ? 'Chat with our support team about buying tickets, refunds, payments or gifts.'
                : "Instant answers about buying tickets, refunds, payments and gifts from our automatic assistant. Paste your transaction reference and it checks your ticket's status."
            }
          >
            <Button onClick={startChat} className="self-start">
              Start Chat
            </Button>
          </Card>
          <Card title="Create a ticket" text="Tell us what went wrong and we will answer at your email address.">
            {/* Before the scripts run, a link to the form's own page (decision 28); then it opens the modal. */}
            <LinkButton
              href={SUPPORT_FORM_PATH}
              onActivate={openTicket}
              aria-haspopup="dialog"
              className={buttonClasses('accent', 'self-start')}
            >
              Create Ticket
            </LinkButton>
            <StatusMessage text={notice} tone="success" />
          </Card>
        </div>
        <Faq />
      </div>
      {open === 'chat' && <ChatPanel onClose={() => setOpen(null)} onCreateTicket={openTicket} />}
      {open === 'ticket' && (
        <Modal title="Create a support ticket" onClose={() => setOpen(null)}>
          <SupportTicketForm
            draft={draft}
            onChange={setDraft}
            onSubmitted={({ ticketNumber }) => {
              setNotice(submittedNotice(ticketNumber, draft.email.trim()));
              setDraft(emptyDraft);
              setOpen(null);
            }}
          />
        </Modal>
      )}
    </main>
  );
}
