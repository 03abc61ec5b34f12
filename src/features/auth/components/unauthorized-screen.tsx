import { useAtomValue } from 'jotai';
import { SignOutButton } from '../../../components/sign-out-button';
import { roleLabels } from '../../../contract/labels';
import { userAtom } from '../../../lib/session';

export default function UnauthorizedScreen() {
  const user = useAtomValue(userAtom);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Ruxsat yoʻq</h1>
      {user && (
        <p className="text-slate-600">
          {user.fullName} · {roleLabels[user.role]}
        </p>
      )}
      <SignOutButton />
    </section>
  );
}
