import { useAtomSnapshot } from '../../lib/hooks/use-atom-snapshot';
import { roleLabels } from '../../contract/labels';
import { userAtom } from '../../lib/session';

export function UserBadge() {
  const user = useAtomSnapshot(userAtom);
  if (!user) return null;
  return (
    <div className="min-w-0 text-end leading-tight">
      <p className="truncate text-sm font-medium text-slate-900">{user.fullName}</p>
      <p className="text-xs text-slate-600">{roleLabels[user.role]}</p>
    </div>
  );
}
