import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useCloseOnBack } from '../lib/hooks/use-close-on-back';
import { useFocusTrap } from '../lib/hooks/use-focus-trap';

interface ModalProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** 40rem instead of 32rem, for a table of figures side by side. */
  wide?: boolean;
}

/**
 * A centred dialog on the native `<dialog>` (showModal): focus is trapped, Escape and the backdrop
 * close it. Mount it to open it.
 */
export function Modal({ title, children, onClose, wide = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // showModal makes the rest of the page inert; the trap adds Escape from anywhere and the way back to the opener.
  useFocusTrap(() => ref.current, onClose);
  useCloseOnBack(onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click is on the backdrop; Escape closes a modal dialog natively
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={`m-auto ${wide ? 'w-[min(40rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'} rounded-2xl bg-white p-0 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/40`}
    >
      <div className="p-5">
        <h2 id={titleId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
