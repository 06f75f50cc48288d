import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon } from './icons.tsx';
import { useDismiss } from './use-dismiss.ts';

interface DropdownProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when `label` is only an icon or abbreviation. */
  ariaLabel?: string;
  className?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  chevron?: boolean;
  children: (close: () => void) => ReactNode;
}

/**
 * The header's dropdowns: a disclosure button and its panel. Closes on outside click,
 * Escape and navigation; keyboard users tab through the panel's links in order.
 */
export function Dropdown({ label, ariaLabel, className, panelClassName, align = 'start', chevron = true, children }: DropdownProps) {
  // Open at one location: navigating (a link in the panel, back, forward) closes it by itself.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpenAt(null), []);
  useDismiss(open, container, close, button);

  return (
    <div ref={container} className={`dropdown ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className="dropdown-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {label}
        {chevron ? (
          <span className="dropdown-chevron">
            <Icon name="chevron" size={16} />
          </span>
        ) : null}
      </button>
      <div id={panelId} className={`dropdown-panel dropdown-${align} ${panelClassName ?? ''}`} hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
