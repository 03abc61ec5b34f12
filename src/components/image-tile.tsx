import type { DragEvent } from 'react';
import type { ImageItem } from '../lib/image-list';
import { thumbnailUrl } from '../contract/schemas/file';

interface ImageTileProps {
  item: ImageItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  wide?: boolean;
}

const DRAG_TYPE = 'application/x-image-index';
// Small round controls laid over the image, not the kit's Button.
const buttonClass =
  'grid size-8 pointer-coarse:size-11 place-items-center rounded-full bg-white/95 text-slate-800 shadow ring-1 ring-slate-300 hover:bg-white disabled:opacity-40';

/** One image of the uploader: preview, progress, ← → to reorder, × to remove; also draggable. */
export function ImageTile({ item, index, count, onMove, onRemove, wide }: ImageTileProps) {
  const number = index + 1;
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, String(index));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDrop = (event: DragEvent) => {
    const from = event.dataTransfer.getData(DRAG_TYPE);
    if (from === '') return;
    event.preventDefault();
    event.stopPropagation();
    onMove(Number(from), index);
  };
  const uploading = item.id === null && !item.error;

  return (
    <li
      draggable={!uploading}
      onDragStart={onDragStart}
      onDragOver={(event) => event.dataTransfer.types.includes(DRAG_TYPE) && event.preventDefault()}
      onDrop={onDrop}
      aria-label={`Rasm ${number}`}
      className="relative overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <img
        src={thumbnailUrl(item.url, wide ? 960 : 320)}
        alt={`Rasm ${number}`}
        width={wide ? 480 : 160}
        height={wide ? 200 : 160}
        className={`w-full object-cover ${wide ? 'aspect-[12/5]' : 'aspect-square'}`}
      />
      {index === 0 && count > 1 && (
        <span className="absolute start-1.5 top-1.5 rounded-full bg-sky-400 px-2 py-0.5 text-xs font-medium text-sky-950">
          Asosiy
        </span>
      )}
      {uploading && (
        <div
          role="progressbar"
          aria-label={`Rasm ${number} yuklanmoqda`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress * 100)}
          className="absolute inset-x-2 bottom-12 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-sky-500 transition-[width]" style={{ width: `${item.progress * 100}%` }} />
        </div>
      )}
      {item.error && (
        <p role="alert" className="absolute inset-x-0 bottom-11 bg-red-50/95 px-2 py-1 text-xs text-red-800">
          {item.error}
        </p>
      )}
      <div
        className={`flex items-center ${count > 1 ? 'justify-between' : 'justify-center'} gap-1 border-t border-slate-200 p-1.5`}
      >
        {count > 1 && (
          <button
            type="button"
            aria-label={`Rasm ${number}: chapga`}
            className={buttonClass}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            ←
          </button>
        )}
        <button
          type="button"
          aria-label={`Rasm ${number}: oʻchirish`}
          className={`${buttonClass} text-red-700`}
          onClick={onRemove}
        >
          ×
        </button>
        {count > 1 && (
          <button
            type="button"
            aria-label={`Rasm ${number}: oʻngga`}
            className={buttonClass}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            →
          </button>
        )}
      </div>
    </li>
  );
}
