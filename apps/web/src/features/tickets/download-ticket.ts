/** product.md §9: the image is scaled 2x on a light grey background. */
const PIXEL_RATIO = 2;
const BACKGROUND = '#f3f4f6';

export const ticketFileName = (ticketId: string) => `ticket-${ticketId}.png`;

/**
 * Saves the ticket card as ticket-{ticketId}.png (product.md §2.9). html-to-image is loaded here, on the
 * first click, so it never weighs on the page itself.
 */
export async function downloadTicketImage(node: HTMLElement, ticketId: string): Promise<void> {
  const { toPng } = await import('html-to-image');
  const dataUrl = await toPng(node, { pixelRatio: PIXEL_RATIO, backgroundColor: BACKGROUND });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = ticketFileName(ticketId);
  document.body.append(link);
  link.click();
  link.remove();
}
