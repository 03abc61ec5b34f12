import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The box that scrolls `element`: the courier layout's page, or the document. */
function scrollBoxOf(element: Element | null): Element | null {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return document.scrollingElement;
}

const orderLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href*="order="]') : null;

/**
 * An order's page opens at its top, and Back finds the run sheet where the courier left it: the row that was
 * tapped where it was on the screen (what is above it may have changed meanwhile, the push card folded to a line).
 * The two share the layout's scrolling box, which kept the list's offset for the page (it opened at its end).
 * `orderId`: the order whose page is shown, if any.
 */
export function useListPlace(anchor: RefObject<Element | null>, orderId: number | undefined): void {
  const tapped = useRef<{ href: string; top: number } | null>(null);
  useLayoutEffect(() => {
    const content = anchor.current;
    if (orderId !== undefined) {
      const box = scrollBoxOf(content);
      if (box) box.scrollTop = 0;
      return;
    }
    const back = tapped.current;
    tapped.current = null;
    const link = back && content?.querySelector(`a[href="${CSS.escape(back.href)}"]`);
    const box = link && scrollBoxOf(content);
    if (box) box.scrollTop += link.getBoundingClientRect().top - back!.top;
    // Only a tap on a row needs the box: a first load reads no style here.
    const remember = (event: Event) => {
      const tappedLink = orderLink(event.target);
      if (tappedLink)
        tapped.current = { href: tappedLink.getAttribute('href')!, top: tappedLink.getBoundingClientRect().top };
    };
    content?.addEventListener('click', remember, { capture: true });
    return () => content?.removeEventListener('click', remember, { capture: true });
  }, [anchor, orderId]);
}
