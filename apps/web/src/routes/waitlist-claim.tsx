import { useParams } from 'react-router';
import { ClaimPage } from '../features/checkout/waitlist-claim-page.tsx';

/** /waitlist/claim/:token: the seats a waitlist claim holds (signed in; decision 30). */
export function Component() {
  const { token = '' } = useParams();
  return <ClaimPage token={token} />;
}
