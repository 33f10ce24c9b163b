import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../components/layout/site-footer.tsx';
import { StaticPage } from '../components/layout/static-page.tsx';

export function Component() {
  return (
    <StaticPage title="Contact us" intro="Real people answer every message, usually within one working day.">
      <section>
        <h2>Helpdesk</h2>
        <p>
          The quickest way to an answer: the <Link to="/helpdesk">Helpdesk</Link> has a chat assistant that can check
          your ticket's status, the frequently asked questions, and a form to create a support ticket.
        </p>
      </section>
      <section>
        <h2>Ticket and payment questions</h2>
        <p>
          Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your ticket's transaction reference (it is
          in your confirmation email) so we can find your order straight away.
        </p>
      </section>
      <section>
        <h2>Refunds</h2>
        <p>
          Refunds are available within 24 hours of purchase. Write to us from the email address you bought the ticket
          with.
        </p>
      </section>
      <section>
        <h2>Organizers</h2>
        <p>
          Planning an event? See <Link to="/organizers">Owambe Tickets for organizers</Link> and send us an inquiry.
        </p>
      </section>
      <section>
        <h2>Office</h2>
        <p>Owambe Tickets, Lagos, Nigeria. Monday to Friday, 9:00 to 18:00 (West Africa Time).</p>
      </section>
    </StaticPage>
  );
}
