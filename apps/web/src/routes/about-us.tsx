import { Link } from 'react-router';
import { PageTitle } from '../components/layout/logo.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { buttonClasses } from '../components/ui/button.tsx';

const values = [
  {
    name: 'Passion',
    text: 'We go to these shows ourselves. Every event we list is one we would be proud to stand in the crowd for.',
  },
  {
    name: 'Transparency',
    text: 'The price you see is the price you pay, in naira, with no surprise fees at the last step.',
  },
  {
    name: 'Accessibility',
    text: 'Buying a ticket should work on any phone, on a slow connection, with a keyboard or a screen reader.',
  },
  {
    name: 'Community',
    text: 'We work with Nigerian artists, promoters and venues, and we listen to the fans who keep the culture alive.',
  },
];

export function Component() {
  return (
    <main className="flex-1">
      <PageTitle title="About Us" />
      <PageHero
        eyebrow="About us"
        title="Every great night out starts with a ticket you can trust."
        backdrop="bg-[radial-gradient(ellipse_at_80%_0%,rgba(154,100,251,0.5),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6">
        <section aria-labelledby="story" className="grid gap-6 md:grid-cols-2">
          <div>
            <h2 id="story" className="text-2xl font-extrabold text-brand-900">
              Our story
            </h2>
            <p className="mt-3 text-muted">
              Owambe Tickets was founded in 2023 by friends who were tired of screenshots of bank transfers, fake
              tickets and queues at the gate. We wanted buying a ticket to an Afrobeats concert or a Nollywood premiere
              to feel as good as the night itself.
            </p>
            <p className="mt-3 text-muted">
              Today we sell tickets for shows in Lagos, London, Atlanta, Amsterdam, Paris and Auckland, paid in naira,
              with a QR ticket that arrives on screen and by email in seconds.
            </p>
          </div>
          <div className="rounded-3xl bg-brand-50 p-6 sm:p-8">
            <h2 className="text-2xl font-extrabold text-brand-900">Our mission</h2>
            <p className="mt-3 text-brand-800">
              To connect fans with the events they love through a simple, secure and fair way to buy tickets, and to
              give African artists and organizers a platform that reaches their audience wherever it lives.
            </p>
          </div>
        </section>
        <section aria-labelledby="values">
          <h2 id="values" className="text-2xl font-extrabold text-brand-900">
            What we stand for
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {values.map((value, i) => (
              <li key={value.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
                <span aria-hidden="true" className="text-sm font-extrabold text-accent-600">
                  0{i + 1}
                </span>
                <h3 className="mt-1 text-lg font-bold text-ink">{value.name}</h3>
                <p className="mt-2 text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-3xl bg-brand-600 px-6 py-10 text-center text-white sm:px-10">
          <h2 className="text-2xl font-extrabold">Ready for your next owambe?</h2>
          <p className="mt-2 text-brand-100">See what's on and grab your tickets before they're gone.</p>
          <Link to="/concerts" className={buttonClasses('accent', 'mt-6')}>
            Explore Events
          </Link>
        </section>
      </div>
    </main>
  );
}
