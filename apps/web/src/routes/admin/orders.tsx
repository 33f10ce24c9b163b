import { OrdersPage } from '../../features/admin/orders/orders-page.tsx';

/** /admin/orders (issue 10, admins only): the orders list. */
export function Component() {
  return <OrdersPage />;
}
