/**
 * The shell's placeholder <title> (index.html, "Owambe Tickets") gives way to the screen's own.
 * A screen rendered in the browser (not hydrated from the server's page) puts its <title> into
 * <head> through React 19, which adds it without looking for one already there: both would
 * stand, and the document would have two titles. So the placeholder goes as soon as another
 * title comes, and stays while none does (a screen without a title, a chunk still loading).
 * Server-rendered pages need none of this: their head carries the screen's title alone, and
 * hydration adopts it.
 */
export function yieldShellTitle(head: HTMLHeadElement = document.head): void {
  const placeholder = head.querySelector(':scope > title');
  if (!placeholder) return;
  const observer = new MutationObserver(() => {
    if (head.querySelectorAll(':scope > title').length < 2) return;
    placeholder.remove();
    observer.disconnect();
  });
  observer.observe(head, { childList: true });
}
