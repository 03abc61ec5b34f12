import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

interface RowMenuProps {
  /** The button's accessible name, e.g. `№10045: boshqa amallar`. */
  label: string;
  items: RowMenuItem[];
  /** A visible label instead of the ⋮ icon (a toolbar's menu, e.g. `Eksport`); `label` must contain it. */
  text?: string;
}

const gap = 4;

/**
 * Below the button, right edges aligned; above it when the viewport has no room below (a table's last
 * rows), and never past the viewport's sides: the menu closes once a scroll moves its button, so scrolling
 * to reach it cannot work.
 */
function place(button: DOMRect, menu: DOMRect) {
  const below = button.bottom + gap;
  const above = button.top - gap - menu.height;
  const room = window.innerHeight - gap;
  const top = below + menu.height <= room || above < gap ? Math.max(gap, Math.min(below, room - menu.height)) : above;
  const left = Math.max(gap, Math.min(button.right - menu.width, window.innerWidth - gap - menu.width));
  return { top, left };
}

/**
 * A row's "more actions" menu (the WAI-ARIA menu button pattern): the button says whether the menu
 * is open; arrows, Home and End move between items, Enter picks one, Escape and Tab close it. The
 * list is fixed to the viewport, so a scrolling table does not clip it.
 */
export function RowMenu({ label, items, text }: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Where the button was when the menu was placed. */
  const anchor = useRef<DOMRect | null>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    setAt(null);
    if (refocus) button.current?.focus();
  };

  // Measured before the browser paints, so the menu never shows in the wrong place.
  useLayoutEffect(() => {
    if (!open) return;
    anchor.current = button.current!.getBoundingClientRect();
    setAt(place(anchor.current, menu.current!.getBoundingClientRect()));
  }, [open]);

  useEffect(() => {
    if (!at) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: Event) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node))
        close(false);
    };
    const away = () => close(false);
    // A scroll event can arrive a frame after the scroll that brought the button into view, after the tap
    // that opened the menu: only a scroll that moved the button leaves the menu in the wrong place.
    const scrolled = () => {
      const now = button.current?.getBoundingClientRect();
      const then = anchor.current;
      if (!now || !then || Math.abs(now.top - then.top) > 1 || Math.abs(now.left - then.left) > 1) close(false);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', away);
    window.addEventListener('scroll', scrolled, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', away);
      window.removeEventListener('scroll', scrolled, true);
    };
  }, [at]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    event.stopPropagation();
    if (event.key === 'ArrowDown') focus(current + 1);
    else if (event.key === 'ArrowUp') focus(current - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(entries.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(true);
          }
        }}
        className={`${text ? 'flex h-10 items-center gap-1 border border-slate-300 bg-white px-3 text-sm font-medium pointer-coarse:h-11' : 'grid size-9 place-items-center pointer-coarse:size-11'} rounded-lg text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-500 aria-expanded:bg-slate-100`}
      >
        {text ? (
          <>
            {text}
            <span aria-hidden="true">▾</span>
          </>
        ) : (
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
            <circle cx="12" cy="5" r="1.8" />
            <circle cx="12" cy="12" r="1.8" />
            <circle cx="12" cy="19" r="1.8" />
          </svg>
        )}
      </button>
      {open && (
        <ul
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          style={at ?? { visibility: 'hidden' }}
          className="fixed z-30 min-w-48 rounded-xl border border-slate-200 bg-white py-1 text-left text-sm shadow-lg"
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={`flex min-h-10 pointer-coarse:min-h-11 w-full items-center px-3 text-left font-medium outline-none hover:bg-slate-100 focus:bg-sky-50 ${item.danger ? 'text-red-800' : 'text-slate-800'}`}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
