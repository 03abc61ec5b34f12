import { useState, type ReactNode } from 'react';

/** A disclosure whose content (and so its fetch) is made only once it is opened. */
export function LazyDetails({ summary, children }: { summary: ReactNode; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-sky-800">
        {summary}
      </summary>
      {open && children()}
    </details>
  );
}
