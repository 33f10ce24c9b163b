import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../components/layout/site-footer.tsx';
import { StaticPage } from '../components/layout/static-page.tsx';

export function Component() {
  return (
    <StaticPage title="Terms of use" intro="The short version of the rules for buying tickets on Owambe Tickets.">
      <section>
        <h2>Buying tickets</h2>
        <p>
          Prices are shown and charged in Nigerian naira (NGN). A ticket is yours once the payment is confirmed and the
          ticket appears on screen and in your email. Each ticket has one QR code that admits its holders once.
        </p>
      </section>
      <section>
        <h2>Refunds and changes</h2>
        <p>
          You can ask for a refund within 24 hours of purchase. If an event is cancelled by its organizer, we refund the
          full ticket price. Used tickets cannot be refunded or reused. To ask for a refund, create a ticket at the{' '}
          <Link to="/helpdesk">Helpdesk</Link>.
        </p>
      </section>
      <section>
        <h2>Gifts</h2>
        <p>
          You can buy a ticket as a gift. The recipient receives the ticket too; the buyer stays responsible for the
          order.
        </p>
      </section>
      <section>
        <h2>Fair use</h2>
        <p>
          Tickets may not be resold above face value or copied. We may cancel tickets bought with stolen cards or by
          automated means.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </StaticPage>
  );
}
