import { useSetAtom } from 'jotai';
import { useAtomSnapshot } from './use-atom-snapshot';
import { useCallback } from 'react';
import type { productSelection } from '../selection';

type Selection = typeof productSelection;

/** A selection atom set read and written the way DataTable reports it (the whole next set). */
export function useSelection(selection: Selection) {
  const ids = useAtomSnapshot(selection.ids);
  const add = useSetAtom(selection.add);
  const remove = useSetAtom(selection.remove);
  const clear = useSetAtom(selection.clear);

  const onSelect = useCallback(
    (next: ReadonlySet<string | number>) => {
      const numbers = [...next].map(Number);
      add(numbers.filter((id) => !ids.has(id)));
      remove([...ids].filter((id) => !next.has(id)));
    },
    [add, remove, ids],
  );

  return { ids, count: ids.size, onSelect, add, clear };
}
