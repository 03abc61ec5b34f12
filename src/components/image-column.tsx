import { thumbnailUrl } from '../contract/schemas/file';
import type { Column } from './data-table';

const sizes = {
  sm: { px: 32, shape: 'size-8 rounded', width: 'w-12' },
  md: { px: 40, shape: 'size-10 rounded-lg', width: 'w-14' },
};

/** A table's picture column: the row's first image as a thumbnail (sharp on 2× screens), a grey square without one. */
export function imageColumn<T>(image: (row: T) => { url: string } | undefined, size: keyof typeof sizes): Column<T> {
  const { px, shape, width } = sizes[size];
  return {
    id: 'image',
    header: <span className="sr-only">Rasm</span>,
    className: width,
    cell: (row) => {
      const first = image(row);
      return first ? (
        <img
          src={thumbnailUrl(first.url, px * 2)}
          alt=""
          loading="lazy"
          width={px}
          height={px}
          className={`${shape} object-cover`}
        />
      ) : (
        <span className={`block ${shape} bg-slate-100`} />
      );
    },
  };
}
