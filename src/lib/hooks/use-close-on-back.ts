import { useEffect, useRef } from 'react';

const MARK = 'sheet';
/** Resolved once the history is where the sheets left it (no step back still to come). */
let settling: Promise<void> = Promise.resolve();
/** A step back has been asked of the browser and its popstate has not come yet. */
let stepping = false;
/**
 * A closed sheet's entry, taken out once the effects of the same render have run (a microtask: no timer, so a
 * page clock held still does not hold it up), unless a sheet opened in that render takes it over.
 */
let leaving: { mark: string; cancelled: boolean } | null = null;

/** Resolves once the entry a closed sheet took back out of the history is gone (navigate only after it). */
export const whenHistorySettled = () => settling;

const currentMark = () => (window.history.state as Record<string, unknown> | null)?.[MARK];

function takeEntry(): string {
  if (leaving && currentMark() === leaving.mark) {
    leaving.cancelled = true;
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
  const entry = { mark, cancelled: false };
  leaving = entry;
  queueMicrotask(() => {
    if (leaving === entry) leaving = null;
    if (entry.cancelled || currentMark() !== mark) return done();
    stepping = true;
    window.addEventListener(
      'popstate',
      () => {
        stepping = false;
        done();
      },
      { once: true },
    );
    window.history.back();
  });
}

/**
 * For a sheet or dialog while it is mounted: it takes a history entry of its own (same URL), so the phone's
 * Back closes it instead of leaving the screen or the app. Closed any other way, it takes its entry back out,
 * unless the app has moved on to another entry meanwhile; one sheet replacing another keeps the entry, and a
 * sheet opened while a step back is on its way takes its entry once that step has landed.
 */
export function useCloseOnBack(onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    let mark: string | null = null;
    let popped = false;
    let gone = false;
    const onPop = () => {
      popped = true;
      close.current();
    };
    const open = () => {
      if (gone) return;
      mark = takeEntry();
      window.addEventListener('popstate', onPop);
    };
    if (stepping) void settling.then(open);
    else open();
    return () => {
      gone = true;
      window.removeEventListener('popstate', onPop);
      if (mark && !popped && currentMark() === mark) giveBack(mark);
    };
  }, []);
}
