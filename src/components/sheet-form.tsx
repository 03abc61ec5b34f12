import { Button, Sheet } from 'konsta/react';
import type { ReactNode } from 'react';

interface SheetFormProps {
  /** The heading's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  submitLabel: string;
  submitDisabled?: boolean;
  /** A red submit, for a step that ends the order. */
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

const submitClass = 'min-h-12';
const dangerClass = `${submitClass} bg-red-700! text-white! disabled:bg-slate-200! disabled:text-slate-600! disabled:cursor-not-allowed`;

/** A courier's bottom sheet with a small form: its heading, fields, `Bekor qilish` and the submit. */
export function SheetForm({
  titleId,
  title,
  submitLabel,
  submitDisabled,
  danger,
  onSubmit,
  onClose,
  children,
}: SheetFormProps) {
  return (
    <Sheet
      opened
      onBackdropClick={onClose}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="pb-safe w-full"
    >
      <form
        className="space-y-4 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" large rounded outline onClick={onClose} className="min-h-12">
            Bekor qilish
          </Button>
          <Button type="submit" large rounded disabled={submitDisabled} className={danger ? dangerClass : submitClass}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
