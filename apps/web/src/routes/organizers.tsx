import { PageTitle } from '../components/layout/logo.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { SUPPORT_EMAIL } from '../components/layout/site-footer.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { ApplicationPanel } from '../features/organizers/application-panel.tsx';
import { InquiryForm } from '../features/organizers/inquiry-form.tsx';
import { Benefits, Resources, Steps } from '../features/organizers/organizer-sections.tsx';

export function Component() {
  return (
    <main className="flex-1">
      <PageTitle title="For Organizers" />
      <PageHero
        eyebrow="For organizers"
        title="Sell out your next show with Owambe Tickets"
        backdrop="bg-[radial-gradient(ellipse_at_85%_10%,rgba(245,158,11,0.35),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgba(154,100,251,0.5),transparent_55%)]"
      >
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          Concerts, screenings, festivals and more: we handle tickets, payments and entry so you can put on a night
          people remember.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#apply" className={buttonClasses('accent')}>
            Start Selling Tickets
          </a>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Organizer question')}`}
            className={buttonClasses('secondary', 'border-white/30 bg-white/10 text-white hover:bg-white/20')}
          >
            Talk to Our Team
          </a>
        </div>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-14 sm:px-6">
        <Benefits />
        <Steps />
        <section
          id="apply"
          aria-labelledby="apply-heading"
          className="grid scroll-mt-24 gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10 lg:grid-cols-[1fr_1.6fr]"
        >
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-accent-600">Sell for yourself</p>
            <h2 id="apply-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              Apply to become an organizer
            </h2>
            <p className="mt-3 text-muted">
              Tell us who you are and what you run. Once an admin approves you, your organizer console opens: create
              your events, add a payout account and sell.
            </p>
          </div>
          <ApplicationPanel />
        </section>
        <section
          id="inquiry"
          aria-labelledby="inquiry-heading"
          className="grid scroll-mt-24 gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10 lg:grid-cols-[1fr_1.6fr]"
        >
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-accent-600">Get started</p>
            <h2 id="inquiry-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              Questions first? Tell us about your event
            </h2>
            <p className="mt-3 text-muted">
              Our partnerships team replies within 24 hours with pricing, dates and the next steps.
            </p>
          </div>
          <InquiryForm />
        </section>
        <Resources />
        <section className="rounded-3xl bg-brand-600 px-6 py-10 text-center text-white sm:px-10">
          <h2 className="text-2xl font-extrabold sm:text-3xl">Your audience is already here</h2>
          <p className="mx-auto mt-2 max-w-xl text-brand-100">
            Join the organizers who sell to fans across Nigeria and the diaspora.
          </p>
          <a href="#apply" className={buttonClasses('accent', 'mt-6')}>
            Start Selling Tickets
          </a>
        </section>
      </div>
    </main>
  );
}
