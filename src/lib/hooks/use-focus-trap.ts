import { useEffect, useRef, useState } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const focusables = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );

/**
 * For a dialog or sheet while it is mounted: Tab and Shift+Tab cycle inside it, Escape closes it from
 * anywhere, focus moves into it (unless something in it already has focus) and returns to what had focus
 * before (the button that opened it) when it goes. `container` is read after mount.
 */
export function useFocusTrap(container: () => HTMLElement | null, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  const find = useRef(container);
  find.current = container;
  // Read while rendering, before an `autoFocus` inside the dialog has moved the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const root = () => find.current();
    const first = root();
    if (first && !first.contains(document.activeElement)) focusables(first)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const box = root();
      if (!box) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(box);
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const outside = at === -1;
      if (event.shiftKey && (outside || at === 0)) {
        event.preventDefault();
        items[items.length - 1]!.focus();
      } else if (!event.shiftKey && (outside || at === items.length - 1)) {
        event.preventDefault();
        items[0]!.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      // After React has removed the dialog: focus goes back to the opener if it is still on the page.
      setTimeout(() => {
        if (opener?.isConnected && !root()?.contains(document.activeElement)) opener.focus();
      });
    };
  }, [opener]);
}
