import { useStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * An atom's value, as jotai's `useAtomValue` reads it, without the render that hook adds to every mount
 * (it subscribes in an effect, then asks React to render again unasked). On a first load those extra
 * renders of the layout, the push card and the orders screen ran as one long blocking task. React's own
 * external-store hook renders again only when the value changed between the render and the subscription.
 * For atoms whose value is not a promise: every atom the app reads.
 */
export function useAtomSnapshot<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read);
}
