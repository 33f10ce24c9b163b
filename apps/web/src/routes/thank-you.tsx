import { useParams } from 'react-router';
import { ThankYouPage } from '../features/checkout/thank-you-page.tsx';

/** /thank-you/:id (product.md §2.8): the purchase confirmation, behind the payment-success flag. */
export function Component() {
  const { id = '' } = useParams();
  return <ThankYouPage eventId={id} />;
}
