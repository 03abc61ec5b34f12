import { useEffect, useRef } from 'react';

const MARK = 'sheet';
let settling: Promise<void> = Promise.resolve();
/** A closed sheet's entry, taken out a moment later unless the next sheet opens at once and takes it over. */
let leaving: { mark: string; timer: ReturnType<typeof setTimeout> } | null = null;

/** Resolves once the entry a closed sheet took back out of the history is gone (navigate only after it). */
export const whenHistorySettled = () => settling;

const currentMark = () => (window.history.state as Record<string, unknown> | null)?.[MARK];

function takeEntry(): string {
  if (leaving && currentMark() === leaving.mark) {
    clearTimeout(leaving.timer);
    const { mark } = leaving;
    leaving = null;
    return mark;
  }
  const mark = `${MARK}-${Math.random().toString(36).slice(2)}`;
  window.history.pushState({ ...(window.history.state as object | null), [MARK]: mark }, '');
  return mark;
}

function giveBack(mark: string): void {
  let done = () => {};
  settling = new Promise((resolve) => (done = resolve));
  const timer = setTimeout(() => {
    leaving = null;
    if (currentMark() !== mark) return done();
    window.addEventListener('popstate', () => done(), { once: true });
    window.history.back();
  });
  leaving = { mark, timer };
}

/**
 * For a sheet or dialog while it is mounted: it takes a history entry of its own (same URL), so the phone's
 * Back closes it instead of leaving the screen or the app. Closed any other way, it takes its entry back out,
 * unless the app has moved on to another entry meanwhile; one sheet replacing another keeps the entry.
 */
export function useCloseOnBack(onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const mark = takeEntry();
    let popped = false;
    const onPop = () => {
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && currentMark() === mark) giveBack(mark);
    };
  }, []);
}
