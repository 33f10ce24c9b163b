const nairaFormatter = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** Spec §5: amounts are shown as NGN with locale formatting, e.g. "NGN 3,000". */
export function formatNaira(amount: number): string {
  return `NGN ${nairaFormatter.format(amount)}`;
}
