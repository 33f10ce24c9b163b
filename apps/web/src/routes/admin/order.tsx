import { useParams } from 'react-router';
import { OrderPage } from '../../features/admin/orders/order-page.tsx';

/** /admin/orders/:id (architecture.md §15.2, admins only): one order and its actions. */
export function Component() {
  const { id = '' } = useParams();
  return <OrderPage key={id} id={id} />;
}
