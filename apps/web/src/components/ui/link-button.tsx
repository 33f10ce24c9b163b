import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent } from 'react';

export interface LinkButtonProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'role' | 'onClick' | 'onKeyDown'> {
  /** The page that does the same job without scripts (the menu page, the support form's page). */
  href: string;
  /** What the button does once the page's scripts run (open the menu's panel, the form's modal). */
  onActivate: () => void;
}

/**
 * A control that is a link until the page's scripts have run and a button after (decision
 * 28): a server-rendered page paints about a second before it hydrates, and a tap in that second
 * follows the link to a page that does the same job. Once hydrated, a plain click or Space does the
 * job here instead; a click with a modifier or the middle button still opens the page in a new tab.
 * The markup is the same before and after, so hydration changes nothing.
 */
export function LinkButton({ href, onActivate, children, ...rest }: LinkButtonProps) {
  function click(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onActivate();
  }
  function keyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key !== ' ') return;
    event.preventDefault();
    onActivate();
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link first (it works without scripts), a button once they run
    <a href={href} role="button" onClick={click} onKeyDown={keyDown} {...rest}>
      {children}
    </a>
  );
}
