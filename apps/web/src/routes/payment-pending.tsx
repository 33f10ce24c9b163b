import { useParams } from 'react-router';
import { PaymentPendingPage } from '../features/checkout/payment-pending-page.tsx';

/** /payment-pending/:reference: a transfer or USSD payment on its way (behind sign-in). */
export function Component() {
  const { reference = '' } = useParams();
  return <PaymentPendingPage key={reference} reference={reference} />;
}
