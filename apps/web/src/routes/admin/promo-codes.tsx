import { PromoCodesPage } from '../../features/admin/promo-codes/promo-codes-page.tsx';

/** /admin/promo-codes (decision 30, admins only): promo codes, their uses and revenue. */
export function Component() {
  return <PromoCodesPage />;
}
