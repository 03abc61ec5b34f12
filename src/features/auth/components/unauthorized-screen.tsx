import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { Link } from 'react-router-dom';
import { SignOutButton } from '../../../components/sign-out-button';
import { roleLabels } from '../../../contract/labels';
import { userAtom } from '../../../lib/session';

/** `home`: the role's first screen, when the role has one (src/app derives it from the menu). */
export function UnauthorizedScreen({ home }: { home?: string }) {
  const user = useAtomSnapshot(userAtom);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Ruxsat yoʻq</h1>
      {user && (
        <p className="text-slate-600">
          {user.fullName} · {roleLabels[user.role]}
        </p>
      )}
      {home && (
        <Link
          to={home}
          className="inline-flex min-h-11 items-center rounded-lg bg-sky-400 px-4 font-semibold text-sky-950 outline-none hover:bg-sky-300 focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          Bosh sahifaga qaytish
        </Link>
      )}
      <SignOutButton />
    </section>
  );
}
