import { Sheet } from 'konsta/react';
import { Button } from './button';
import { useId, type ReactNode } from 'react';
import { useCloseOnBack } from '../lib/hooks/use-close-on-back';
import { useFocusTrap } from '../lib/hooks/use-focus-trap';

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
  const sheetId = useId();
  useFocusTrap(() => document.getElementById(sheetId), onClose);
  useCloseOnBack(onClose);
  return (
    <Sheet
      id={sheetId}
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
          <Button wide pill size="lg" variant="secondary" onClick={onClose}>
            Bekor qilish
          </Button>
          <Button type="submit" wide pill size="lg" variant={danger ? 'danger' : 'primary'} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
