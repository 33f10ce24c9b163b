import { Link } from 'react-router';

/** product.md §2.10: the helpdesk's three FAQ accordions, in its words where it gives them. */
const questions = [
  {
    question: 'How do I buy tickets?',
    answer: (
      <>
        You can buy tickets via the <Link to="/concerts">Events page</Link>: choose an event, press Get Tickets, fill in
        your details and pay by card.
      </>
    ),
  },
  {
    question: 'Can I get a refund?',
    answer: (
      <>
        Refunds are available within 24 hours of purchase. Please contact support with your transaction reference:
        create a ticket above, or write to us from the <Link to="/contact">Contact page</Link>.
      </>
    ),
  },
  {
    question: 'How do I check my ticket status?',
    answer: (
      <>
        You can check your ticket status on the Ticket Details page with your transaction reference. It starts with OWB-
        and is in your confirmation email; the chat assistant above can look it up for you.
      </>
    ),
  },
];

/**
 * One question as a native disclosure (<details>): it opens on the first tap, before the page's
 * scripts have run (decision 28), and React hydrates the same markup without taking it over.
 */
function Question({ question, answer }: (typeof questions)[number]) {
  return (
    <li className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <details className="group">
        <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-3 text-left font-bold text-ink hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <h3>{question}</h3>
          <span aria-hidden="true" className="text-xl text-brand-600 transition-transform group-open:rotate-45">
            +
          </span>
        </summary>
        <div className="px-5 pb-4 text-muted [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline">
          <p>{answer}</p>
        </div>
      </details>
    </li>
  );
}

/** The FAQ section; `#faq` is where the footer's FAQ link lands (decision 0010). */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
      <h2 id="faq-title" className="text-2xl font-extrabold text-brand-900">
        Frequently asked questions
      </h2>
      <ul className="mt-6 grid gap-3">
        {questions.map((q) => (
          <Question key={q.question} {...q} />
        ))}
      </ul>
    </section>
  );
}
