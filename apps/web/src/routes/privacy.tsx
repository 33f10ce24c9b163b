import { SUPPORT_EMAIL } from '../components/layout/site-footer.tsx';
import { StaticPage } from '../components/layout/static-page.tsx';

export function Component() {
  return (
    <StaticPage title="Privacy policy" intro="What we keep about you, why, and how to have it removed.">
      <section>
        <h2>What we collect</h2>
        <p>
          Your name, email address and phone number when you buy a ticket; your username and email when you create an
          account; and the details of the gift recipient if you buy a gift. Card details go straight to our payment
          provider and never reach our servers.
        </p>
      </section>
      <section>
        <h2>Why</h2>
        <p>
          To issue and email your tickets, to check them at the door, to answer your support requests and, only if you
          subscribe, to send our newsletter.
        </p>
      </section>
      <section>
        <h2>Cookies and third parties</h2>
        <p>
          We use cookies only to keep you signed in and to protect your forms from forgery. Maps and videos from other
          services load only when you open them. We do not sell your data.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          Ask for a copy of your data, a correction or its deletion at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We answer within 30 days.
        </p>
      </section>
    </StaticPage>
  );
}
