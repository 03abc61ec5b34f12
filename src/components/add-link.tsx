import { Link } from 'react-router-dom';

/** The `Qoʻshish` button of a list's header: a link to its empty form. */
export function AddLink({ to, state }: { to: string; state?: unknown }) {
  return (
    <Link
      to={to}
      state={state}
      className="inline-flex min-h-10 pointer-coarse:min-h-11 items-center rounded-lg bg-sky-400 px-4 text-sm font-semibold text-sky-950 hover:bg-sky-300 focus-visible:outline-2 focus-visible:outline-sky-700"
    >
      + Qoʻshish
    </Link>
  );
}
