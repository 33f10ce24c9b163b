import { PromoCodesPage } from '../../features/admin/promo-codes/promo-codes-page.tsx';

/** /admin/promo-codes (issue 22, admins only): promo codes, their uses and revenue. */
export function Component() {
  return <PromoCodesPage />;
}
