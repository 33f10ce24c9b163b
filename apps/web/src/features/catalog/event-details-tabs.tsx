import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface EventDetailsTabsProps {
  /** Accessible name of the tab list (e.g. the card's heading id). */
  labelledBy: string;
  tabs: TabItem[];
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (and Home/End) move between tabs,
 * only the selected tab is in the Tab order, and its panel follows it.
 */
export function EventDetailsTabs({ labelledBy, tabs }: EventDetailsTabsProps) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-1 rounded-xl bg-brand-50 p-1">
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-lg px-3 text-sm font-semibold transition-colors ${
                active ? 'bg-white text-brand-700 shadow-sm' : 'text-muted hover:text-brand-700'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable.
          tabIndex={0}
          hidden={index !== selected}
          className="rounded-xl pt-5"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
