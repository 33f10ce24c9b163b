import { OrdersPage } from '../../features/admin/orders/orders-page.tsx';

/** /admin/orders (architecture.md §15.2, admins only): the orders list. */
export function Component() {
  return <OrdersPage />;
}
