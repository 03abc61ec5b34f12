import { useCallback, useEffect, useRef, useState } from 'react';
import { browserHistory, type HeldNavigation } from '../browser-history';
import { whenHistorySettled } from './use-close-on-back';

/** A navigation away from a form, held until the user decides. */
export interface NavigationBlocker {
  state: 'unblocked' | 'blocked';
  /** Goes where the user was going, dropping the changes. */
  proceed: () => void;
  /** Stays on the form. */
  reset: () => void;
}

/**
 * Holds navigation away from a form with unsaved changes (in-app links and the back
 * button through the app's history, reload and tab close through `beforeunload`).
 * `release()` lets the next navigation through, e.g. back to the list after saving.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const released = useRef(false);
  const [held, setHeld] = useState<HeldNavigation | null>(null);

  useEffect(
    () =>
      browserHistory().guard(
        (current, next) =>
          dirtyRef.current &&
          !released.current &&
          (current.pathname !== next.pathname || current.search !== next.search),
        setHeld,
      ),
    [],
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  const blocker: NavigationBlocker = {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => {
      setHeld(null);
      // The dialog takes its own history entry back out as it closes (a render and a step back); then the navigation.
      setTimeout(() => void whenHistorySettled().then(() => held?.proceed()));
    },
    reset: () => setHeld(null),
  };
  return { blocker, release };
}
