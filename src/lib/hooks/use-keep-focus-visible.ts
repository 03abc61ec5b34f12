import { useEffect, type RefObject } from 'react';

const GAP = 8;
/** The admin header (h-16) is sticky too; at 200 % zoom it covers twice as many CSS pixels of the viewport. */
const headerBottom = () => document.querySelector('header.sticky')?.getBoundingClientRect().bottom ?? 0;

/**
 * A sticky bar (a form's `Saqlash` bar) must never cover the field that has the focus (WCAG 2.2, 2.4.11): when
 * focus lands under the bar, or under the sticky header, the page scrolls just enough to show it.
 */
export function useKeepFocusVisible(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const reveal = (target: HTMLElement) => {
      const own = bar.current;
      if (!own || own.contains(target)) return;
      const field = target.getBoundingClientRect();
      const covered = field.bottom + GAP - own.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered });
      else {
        const under = headerBottom() + GAP - field.top;
        if (under > 0) window.scrollBy({ top: -under });
      }
    };
    // After the browser's own scroll to the focused element, which comes after the focus event.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) requestAnimationFrame(() => reveal(event.target as HTMLElement));
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [bar]);
}
