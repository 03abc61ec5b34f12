import { useCallback, useRef, type PointerEvent } from 'react';

interface Drag {
  from: number;
  to: number;
  startY: number;
  /** The list's rows as they stood when the drag began, and their middles on the page (scroll included). */
  rows: HTMLElement[];
  middles: number[];
  /** How far a row moves to make room: the dragged row's height and the gap below it. */
  step: number;
}

/** The props that make an element a row's drag handle. */
export interface DragHandle {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
}

/** Near the window's top or bottom edge, a drag scrolls the page. */
const edge = 56;
const pageY = (event: PointerEvent) => event.clientY + window.scrollY;

function shiftRows({ rows, from, to, step }: Drag) {
  rows.forEach((row, i) => {
    if (i === from) return;
    const by = i > from && i <= to ? -step : i < from && i >= to ? step : 0;
    row.style.transform = by ? `translateY(${by}px)` : '';
  });
}

function release({ rows }: Drag) {
  for (const row of rows) {
    row.style.transition = '';
    row.style.transform = '';
    row.style.position = '';
    row.style.zIndex = '';
    row.style.filter = '';
  }
}

/**
 * A row of a list dragged by its handle with a finger, pen or mouse (pointer events): the row follows the pointer,
 * the rows it passes make room, and `onDrop(from, to)` runs once it is let go elsewhere. The rows are moved by
 * their style alone while the pointer moves, so a drag re-renders nothing; the handle takes no scroll gesture
 * (`touch-none`), the rest of the row still scrolls the page. Keyboards have the rows' own buttons. The function
 * returned stays the same as long as `onDrop` does.
 */
export function useDragToReorder(onDrop: (from: number, to: number) => void): (index: number) => DragHandle {
  const drag = useRef<Drag | null>(null);

  return useCallback(
    (index: number): DragHandle => {
      const end = (dropped: boolean) => () => {
        const current = drag.current;
        if (!current) return;
        drag.current = null;
        release(current);
        if (dropped && current.to !== current.from) onDrop(current.from, current.to);
      };
      return {
        onPointerDown: (event: PointerEvent<HTMLElement>) => {
          const row = event.currentTarget.closest('li');
          if (!event.isPrimary || event.button !== 0 || !row?.parentElement) return;
          event.preventDefault();
          event.currentTarget.setPointerCapture(event.pointerId);
          const rows = [...row.parentElement.children] as HTMLElement[];
          const boxes = rows.map((each) => each.getBoundingClientRect());
          const gap = boxes.length > 1 ? boxes[1]!.top - boxes[0]!.bottom : 0;
          drag.current = {
            from: index,
            to: index,
            startY: pageY(event),
            rows,
            middles: boxes.map((box) => box.top + window.scrollY + box.height / 2),
            step: boxes[index]!.height + gap,
          };
          for (const other of rows) if (other !== row) other.style.transition = 'transform 150ms';
          row.style.position = 'relative';
          row.style.zIndex = '1';
          row.style.filter = 'drop-shadow(0 4px 8px rgb(15 23 42 / 0.25))';
        },
        onPointerMove: (event: PointerEvent<HTMLElement>) => {
          const current = drag.current;
          if (!current) return;
          if (event.clientY < edge) window.scrollBy(0, -8);
          else if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 8);
          const moved = pageY(event) - current.startY;
          current.rows[current.from]!.style.transform = `translateY(${moved}px)`;
          const middle = current.middles[current.from]! + moved;
          let to = current.from;
          while (to < current.middles.length - 1 && middle > current.middles[to + 1]!) to++;
          while (to > 0 && middle < current.middles[to - 1]!) to--;
          current.to = to;
          shiftRows(current);
        },
        onPointerUp: end(true),
        onPointerCancel: end(false),
      };
    },
    [onDrop],
  );
}
