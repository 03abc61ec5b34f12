import { atom } from 'jotai';

type Ids = number | readonly number[];
const asArray = (ids: Ids): readonly number[] => (typeof ids === 'number' ? [ids] : ids);

/** A set of selected ids with write-only `add`, `remove` and `clear` atoms. */
function selectionAtoms() {
  const ids = atom<ReadonlySet<number>>(new Set<number>());
  const add = atom(null, (get, set, value: Ids) => {
    set(ids, new Set([...get(ids), ...asArray(value)]));
  });
  const remove = atom(null, (get, set, value: Ids) => {
    const next = new Set(get(ids));
    for (const id of asArray(value)) next.delete(id);
    set(ids, next);
  });
  const clear = atom(null, (_get, set) => set(ids, new Set<number>()));
  return { ids, add, remove, clear };
}

// Products and discounts picked on their lists, then bound together on /products-discounts.
export const productSelection = selectionAtoms();
export const discountSelection = selectionAtoms();
