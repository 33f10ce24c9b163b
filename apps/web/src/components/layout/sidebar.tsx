import { useEffect, useRef } from 'react';
import { CloseIcon } from './icons.tsx';
import { MenuLinks } from './menu-links.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

export interface SidebarProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The menu panel (product.md §2.1): a modal <dialog>, so focus stays inside while it is open,
 * Escape closes it and focus returns to the menu button. A click on the overlay closes it too.
 */
export function Sidebar({ id, open, onClose }: SidebarProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label="Menu"
      onClose={onClose}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-transparent"
    >
      {/* The overlay: a pointer convenience; keyboard users have Escape and the Close button. */}
      <div
        data-sidebar-overlay=""
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-brand-900/60 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0"
      />
      <div className="relative ml-auto flex h-full w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto bg-white p-5 shadow-2xl transition-transform duration-300 starting:translate-x-full">
        <div className="flex items-center justify-between">
          <span className="text-sm font-bold uppercase tracking-widest text-muted">Menu</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50"
          >
            <CloseIcon />
          </button>
        </div>
        <MenuLinks onNavigate={onClose} />
        <div className="mt-auto min-h-56 rounded-2xl bg-brand-50 p-4">
          <NewsletterForm />
        </div>
      </div>
    </dialog>
  );
}
