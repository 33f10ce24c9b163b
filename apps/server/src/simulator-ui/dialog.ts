/*
 * Browser code: the dialog both simulators draw over the page (the payment simulator's pop-up and
 * the Google sign-in simulator's account chooser), so they look and behave as one. The overlay,
 * the dialog box with its title and 'Test mode' note, the focus trap with Escape, the buttons, the
 * fields' labels and controls and the error line live here; what each dialog holds lives in its
 * client (payment-simulator-client.ts, google-simulator-client.ts).
 *
 * The CSP allows inline styles but no inline scripts, so every style is set from here and every
 * handler is an addEventListener.
 */

export const FONT = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
export const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The style properties a simulator sets: CSSStyleDeclaration's text-valued ones, camel-cased. */
type StyleName = {
  [K in keyof CSSStyleDeclaration]: CSSStyleDeclaration[K] extends string ? K : never;
}[keyof CSSStyleDeclaration];
export type Css = Partial<Record<StyleName, string>>;

export function style<E extends HTMLElement>(element: E, css: Css): E {
  Object.assign(element.style, css);
  return element;
}

/** An element with its style and, when given, its text. */
export function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  css: Css = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = style(document.createElement(tag), css);
  if (text !== undefined) element.textContent = text;
  return element;
}

/** What every simulator button has: a 44 px target (DESIGN's smallest tap target) and the storefront's type. */
export const BUTTON_BASE: Css = {
  minHeight: '44px',
  borderRadius: '12px',
  font: `600 15px ${FONT}`,
  cursor: 'pointer',
};

const BUTTON_LOOKS = {
  /** The step forward: Pay, Continue, I have sent the money. */
  primary: { background: '#6d28d9', color: '#ffffff', border: '1px solid #6d28d9' },
  /** The way out: Close, Cancel, Use another email. */
  secondary: { background: '#ffffff', color: '#5b21b6', border: '1px solid #d8c4ff' },
  /** The refusal: Decline. */
  danger: { background: '#ffffff', color: '#b42318', border: '1px solid #e3b4ae' },
} satisfies Record<string, Css>;

/** A text button (type=button) in one of the three looks; `css` adds its layout in the dialog. */
export function actionButton(label: string, look: keyof typeof BUTTON_LOOKS, css: Css = {}): HTMLButtonElement {
  const element = make('button', { ...BUTTON_BASE, padding: '10px 16px', ...BUTTON_LOOKS[look], ...css }, label);
  element.type = 'button';
  return element;
}

/** A field's label, tied to its control by id. */
export function fieldLabel(id: string, text: string, css: Css = {}): HTMLLabelElement {
  const label = make(
    'label',
    { display: 'block', fontSize: '14px', fontWeight: '600', color: '#14111f', ...css },
    text,
  );
  label.htmlFor = id;
  return label;
}

/**
 * An input's or select's look: 16 px text, so phones do not zoom in on focus, and a border of 3:1
 * against white, so the field can be seen (WCAG 1.4.11).
 */
export function styleControl<E extends HTMLInputElement | HTMLSelectElement>(control: E, id: string, css: Css = {}): E {
  control.id = id;
  return style(control, {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '44px',
    padding: '10px 12px',
    border: '1px solid #8a839f',
    borderRadius: '12px',
    background: '#ffffff',
    color: '#14111f',
    font: `400 16px ${FONT}`,
    ...css,
  });
}

/** The dialog's title (an h2 the dialog is labelled by). */
export function dialogTitle(dialogId: string, text: string): HTMLHeadingElement {
  const title = make('h2', { margin: '0', fontSize: '20px', fontWeight: '800' }, text);
  title.id = `${dialogId}-title`;
  return title;
}

/** The amber 'Test mode' line under the title, which the dialog is described by. */
export function testModeNote(dialogId: string, text: string, margin: string): HTMLParagraphElement {
  const note = make(
    'p',
    {
      margin,
      padding: '8px 12px',
      borderRadius: '10px',
      background: '#fff7e6',
      border: '1px solid #f5c56b',
      color: '#7a3306',
      fontSize: '13px',
      fontWeight: '600',
    },
    text,
  );
  note.id = `${dialogId}-note`;
  return note;
}

export interface ErrorLine {
  element: HTMLParagraphElement;
  show(message: string): void;
  hide(): void;
  readonly shown: boolean;
}

/** The red line a refused or failed request is told in (role=alert: read out when it appears). */
export function errorLine(): ErrorLine {
  const element = make('p', {
    display: 'none',
    margin: '16px 0 0',
    padding: '10px 12px',
    borderRadius: '10px',
    background: '#fef3f2',
    border: '1px solid #f3c7c2',
    color: '#b42318',
    fontSize: '14px',
  });
  element.setAttribute('role', 'alert');
  return {
    element,
    show(message) {
      element.textContent = message;
      element.style.display = 'block';
    },
    hide() {
      element.style.display = 'none';
    },
    get shown() {
      return element.style.display === 'block';
    },
  };
}

export interface Modal {
  overlay: HTMLDivElement;
  dialog: HTMLDivElement;
  /** Puts the overlay on the page, stops the page behind from scrolling and starts the keyboard rules. */
  show(): void;
  /** Takes it all away again (giving the focus back is the caller's: each knows where it came from). */
  close(): void;
}

/**
 * The overlay and the modal dialog box (`id` on the overlay; the box is labelled by `{id}-title` and
 * described by `{id}-note`). Shown, Escape calls `onEscape`, and Tab and Shift+Tab go round the
 * dialog's usable controls, never to the page behind.
 */
export function modal(id: string, maxWidth: string, onEscape: () => void): Modal {
  const overlay = make('div', {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '16px',
    background: 'rgba(20, 17, 31, 0.55)',
    fontFamily: FONT,
  });
  overlay.id = id;

  const dialog = make('div', {
    width: '100%',
    maxWidth,
    maxHeight: '100%',
    overflowY: 'auto',
    boxSizing: 'border-box',
    background: '#ffffff',
    borderRadius: '18px',
    boxShadow: '0 24px 60px rgba(30, 11, 59, 0.35)',
    padding: '24px',
    color: '#14111f',
  });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-note`);
  dialog.tabIndex = -1;
  overlay.append(dialog);

  /** What Tab may reach: enabled, in the tab order, and shown (a hidden panel's controls are not). */
  function usableControls(): HTMLElement[] {
    return Array.from(
      dialog.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>('button, input, select'),
    ).filter((each) => !each.disabled && each.tabIndex >= 0 && each.getClientRects().length > 0);
  }

  function onKeydown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const usable = usableControls();
    const first = usable[0];
    const last = usable[usable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    // The box itself (focused while nothing in it is usable yet) counts as outside: Tab and
    // Shift+Tab from it land on the first and last control, not on the page behind.
    const active = document.activeElement;
    const inside = dialog.contains(active) && active !== dialog;
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  let previousOverflow = '';
  return {
    overlay,
    dialog,
    show() {
      document.body.append(overlay);
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      document.addEventListener('keydown', onKeydown, true);
    },
    close() {
      document.removeEventListener('keydown', onKeydown, true);
      overlay.remove();
      document.body.style.overflow = previousOverflow;
    },
  };
}
