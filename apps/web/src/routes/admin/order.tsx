import { useParams } from 'react-router';
import { OrderPage } from '../../features/admin/orders/order-page.tsx';

/** /admin/orders/:id (issue 10, admins only): one order and its actions. */
export function Component() {
  const { id = '' } = useParams();
  return <OrderPage key={id} id={id} />;
}
