import { type ReactNode, useEffect, useId, useRef } from 'react';

// What Tab can reach; a field taken out of the tab order (the honeypot) is left out.
const FOCUSABLE = ['a[href]', 'button', 'input', 'select', 'textarea', '[tabindex]']
  .map((selector) => `${selector}:not([disabled]):not([tabindex="-1"])`)
  .join(', ');

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'full' fills the screen (the chat panel, "maximised"); 'form' is a centred card. */
  size?: 'full' | 'form';
  /** Extra content in the title bar, before the close button. */
  headerExtra?: ReactNode;
}

/**
 * A modal dialog: focus moves in when it opens, Tab and Shift+Tab stay inside, Escape and the
 * close button close it, and focus returns to what opened it. Rendered only while open.
 */
export function Modal({ title, onClose, children, size = 'form', headerExtra }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    first?.focus();
    // The page behind must not scroll under the dialog on a phone.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const placement =
    size === 'full'
      ? 'h-dvh w-full sm:h-[calc(100dvh-2rem)] sm:max-w-3xl sm:rounded-3xl'
      : 'max-h-dvh w-full overflow-y-auto rounded-t-3xl sm:max-h-[calc(100dvh-2rem)] sm:max-w-lg sm:rounded-3xl';
  // On a phone the form rises from the bottom, within reach of the thumb; the chat fills the screen.
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-brand-900/60 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`flex flex-col bg-white shadow-2xl focus:outline-none ${placement}`}
      >
        <div className="flex items-center gap-3 border-b border-line px-5 py-3">
          <h2 id={titleId} className="flex-1 text-lg font-extrabold text-brand-900">
            {title}
          </h2>
          {headerExtra}
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="inline-flex size-11 items-center justify-center rounded-xl text-2xl leading-none text-brand-700 hover:bg-brand-50"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
