import { ArrowRightIcon, Icon, type IconProps } from '../../components/layout/icons.tsx';
import { SUPPORT_EMAIL } from '../../components/layout/site-footer.tsx';
import { benefits, resources, steps } from './organizer-content.ts';

const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

const eyebrow = 'text-sm font-bold uppercase tracking-widest text-accent-600';
const heading = 'text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl';

export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading">
      <p className={eyebrow}>Why Owambe Tickets</p>
      <h2 id="benefits-heading" className={heading}>
        Built for organizers who sell out
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
            <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600">
              <CheckIcon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{benefit.title}</h3>
            <p className="mt-1 text-muted">{benefit.text}</p>
          </li>
        ))}
        <li className="flex flex-col justify-between gap-4 rounded-2xl bg-brand-600 p-6 text-white shadow-lg shadow-brand-600/25">
          <p className="text-lg font-bold">Ready to put your event on sale?</p>
          <a
            href="#apply"
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold underline underline-offset-4"
          >
            Apply to sell
            <ArrowRightIcon className="size-5" />
          </a>
        </li>
      </ul>
    </section>
  );
}

export function Steps() {
  return (
    <section aria-labelledby="steps-heading">
      <p className={eyebrow}>How it works</p>
      <h2 id="steps-heading" className={heading}>
        From idea to payout in five steps
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-5">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4 rounded-2xl bg-brand-50 p-5 md:block">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-extrabold text-white">
              {i + 1}
            </span>
            <div>
              <h3 className="font-bold text-ink md:mt-3">{step.title}</h3>
              <p className="mt-1 text-sm text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Resources() {
  return (
    <section aria-labelledby="resources-heading">
      <p className={eyebrow}>Resources</p>
      <h2 id="resources-heading" className={heading}>
        Helpful reading for your next event
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
            <h3 className="text-lg font-bold text-ink">{resource.title}</h3>
            <p className="mt-1 flex-1 text-muted">{resource.text}</p>
            <a
              href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(resource.subject)}`}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              Ask us for it by email
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
