import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

const FRESH_MS = 10_000;
/** Scrolled further than this, the admin is reading rows a new one would push down. */
const SCROLLED_PX = 80;

/**
 * New orders arriving at the top of a list: shown at once and highlighted while the admin is at the top and
 * not pointing at the table; held back otherwise (rows must not move under the cursor), counted, and shown on
 * `reveal` ("N ta yangi buyurtma"). Rows are new only to the same list: another `listKey` (a search, a filter)
 * starts again from the rows it first shows. `enabled` is false while the rows shown are another list's.
 */
export function useHeldNewRows<T extends { id: number }>(rows: T[], enabled: boolean, listKey: string) {
  const known = useRef<{ listKey: string; ids: Set<number> } | null>(null);
  const pointing = useRef(false);
  const [held, setHeld] = useState<ReadonlySet<number>>(new Set());
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (!enabled) return;
    if (known.current?.listKey !== listKey) {
      known.current = { listKey, ids: new Set(rows.map((row) => row.id)) };
      setHeld(new Set());
      setFresh(new Set());
      return;
    }
    const seen = known.current.ids;
    const arrived = rows.filter((row) => !seen.has(row.id)).map((row) => row.id);
    if (arrived.length === 0) return;
    if (pointing.current || window.scrollY > SCROLLED_PX) setHeld((h) => new Set([...h, ...arrived]));
    else {
      arrived.forEach((id) => seen.add(id));
      setFresh((f) => new Set([...f, ...arrived]));
    }
  }, [rows, enabled, listKey]);

  useEffect(() => {
    if (fresh.size === 0) return;
    const timer = setTimeout(() => setFresh(new Set()), FRESH_MS);
    return () => clearTimeout(timer);
  }, [fresh]);

  const reveal = useCallback(() => {
    held.forEach((id) => known.current?.ids.add(id));
    setFresh(held);
    setHeld(new Set());
    window.scrollTo({ top: 0 });
  }, [held]);

  const shown = useMemo(() => (held.size ? rows.filter((row) => !held.has(row.id)) : rows), [rows, held]);
  const heldCount = rows.filter((row) => held.has(row.id)).length;
  return {
    shown,
    heldCount,
    reveal,
    isFresh: (row: T) => fresh.has(row.id),
    pointerHandlers: {
      onPointerEnter: () => (pointing.current = true),
      onPointerLeave: () => (pointing.current = false),
    },
  };
}
