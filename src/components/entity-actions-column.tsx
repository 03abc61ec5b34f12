import { Link } from 'react-router-dom';
import type { Column } from './data-table';
import { Button } from './button';

interface EntityActionsOptions<T> {
  formPath: string;
  /** Names the row in the links' labels: `Tahrirlash: Suv 19 l`. */
  rowLabel: (row: T) => string;
  linkState: { back: string };
  onDelete: (row: T) => void;
}

/** The last column of a catalogue list: `Tahrirlash` opens the row's form, `Oʻchirish` asks to delete it. */
export function entityActionsColumn<T extends { id: number }>({
  formPath,
  rowLabel,
  linkState,
  onDelete,
}: EntityActionsOptions<T>): Column<T> {
  return {
    id: 'actions',
    header: <span className="sr-only">Amallar</span>,
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <Link
          to={`${formPath}?id=${row.id}`}
          state={linkState}
          aria-label={`Tahrirlash: ${rowLabel(row)}`}
          className="rounded-lg px-2 py-1.5 font-medium text-sky-800 hover:bg-sky-50"
        >
          Tahrirlash
        </Link>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Oʻchirish: ${rowLabel(row)}`}
          onClick={() => onDelete(row)}
          className="text-red-700!"
        >
          Oʻchirish
        </Button>
      </>
    ),
  };
}
